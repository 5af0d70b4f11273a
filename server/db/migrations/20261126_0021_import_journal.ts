import { sql, type Kysely } from 'kysely';

/**
 * The journal of imports being written on the embedded database, where an import goes in batches
 * of short transactions rather than one long one (its one connection stays shared): a row of
 * `imports` per import in progress and, per batch written, how to undo it: the ids of the records
 * it created, and the written columns' values before for the records it updated. An import that
 * fails, or whose process dies, is undone from here; one that finishes deletes its journal as it
 * commits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table imports (
    id serial primary key,
    table_name text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table import_batches (
    id serial primary key,
    import_id integer not null references imports (id) on delete cascade,
    created integer[] not null,
    -- [{ "id": record id, "before": { column: value } }]
    updated jsonb not null
  )`.execute(db);
  await sql`create index import_batches_import_idx on import_batches (import_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_batches`.execute(db);
  await sql`drop table imports`.execute(db);
}
