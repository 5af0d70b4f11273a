import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { turnOfOthers } from './turnOfOthers';

/** Opens the journal of an import into `table`. */
export const beginImport = async (db: Db, table: string): Promise<number> =>
  (await db.insertInto('imports').values({ table_name: table }).returning('id').executeTakeFirstOrThrow()).id;

/**
 * In a batch's transaction, before it writes: the ids it is about to create, and what the columns
 * it is about to update hold now. One journal row per batch, committed or not with the batch.
 */
export const journalBatch = async (trx: Db, importId: number, table: string, created: readonly number[], updated: readonly { id: number; columns: readonly string[] }[]) => {
  const before = updated.length
    ? sql`(select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'before', (select jsonb_object_agg(k, to_jsonb(t) -> k) from jsonb_array_elements_text(w.columns) k))), '[]')
        from jsonb_to_recordset(${JSON.stringify(updated)}::jsonb) as w(id int, columns jsonb)
        join ${sql.table(table)} t on t.id = w.id)`
    : sql`'[]'::jsonb`;
  await sql`insert into import_batches (import_id, created, updated) values (${importId}, ${created}::int[], ${before})`.execute(trx);
};

/** In the transaction of the import's last step: from its commit on, the import stands. */
export const endImport = async (trx: Db, importId: number) => {
  await trx.deleteFrom('imports').where('id', '=', importId).execute();
};

/** One transaction of an undo: the import's last batch put back, and struck off the journal. */
const undoLastBatch = async (trx: Db, importId: number, table: string): Promise<boolean> => {
  const { rows } = await sql<{ created: number[]; updated: { id: number; before: Record<string, unknown> }[] }>`
    delete from import_batches where id = (select max(id) from import_batches where import_id = ${importId})
    returning created, updated`.execute(trx);
  const batch = rows[0];
  if (!batch) return false;
  const columns = [...new Set(batch.updated.flatMap((r) => Object.keys(r.before)))];
  if (columns.length) {
    // Triggers that keep a stamp (a job's first start) let this transaction put it back.
    await sql`select set_config('atolye.restoring', 'on', true)`.execute(trx);
    const restore = columns.map((c) => sql`${sql.ref(c)} = case when u.before ? ${c} then ${sql.ref(`b.${c}`)} else ${sql.ref(`t.${c}`)} end`);
    await sql`
      update ${sql.table(table)} as t set ${sql.join(restore)}
      from jsonb_to_recordset(${JSON.stringify(batch.updated)}::jsonb) as u(id int, before jsonb)
      cross join lateral jsonb_populate_record(null::${sql.table(table)}, u.before) as b
      where t.id = u.id`.execute(trx);
  }
  if (batch.created.length) await sql`delete from ${sql.table(table)} where id = any(${batch.created}::int[])`.execute(trx);
  return true;
};

/**
 * Takes an unfinished import back, last batch first: the records it created go, the columns it
 * changed get their values before it. A transaction per batch, as it was written; a process that
 * dies during an undo leaves the rest of the journal to the next start.
 */
export const undoImport = async (db: Db, importId: number) => {
  const started = await db.selectFrom('imports').select('table_name').where('id', '=', importId).executeTakeFirst();
  if (!started) return;
  while (await db.transaction().execute((trx) => undoLastBatch(trx, importId, started.table_name))) await turnOfOthers();
  await db.deleteFrom('imports').where('id', '=', importId).execute();
};

/**
 * At start on the embedded database, which one process owns: any import still journaled was cut
 * off by the process's end, and is undone before the first request. Answers how many were.
 */
export const undoUnfinishedImports = async (db: Db): Promise<number> => {
  const unfinished = await db.selectFrom('imports').select('id').orderBy('id', 'desc').execute();
  for (const { id } of unfinished) await undoImport(db, id);
  return unfinished.length;
};
