import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fieldColumn, fromDb, toDb, type ResourceDeclaration } from '../../src/domain/resources/declaration';

export interface ListParams {
  page: number;
  limit: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
  filters: Record<string, unknown>;
}

export type ResourceRecord = Record<string, unknown>;

/** Escapes LIKE wildcards so a search text matches literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toRecord = (decl: ResourceDeclaration, row: Record<string, unknown>): ResourceRecord => {
  const record: ResourceRecord = {};
  for (const f of decl.fields) {
    const value = row[fieldColumn(f)];
    record[f.source === 'id' ? decl.idField : f.source] = value instanceof Date ? value.toISOString() : fromDb(f, value);
  }
  return record;
};

/** Table access for a declared resource. The declaration names the table and columns. */
export const createResourceStore = (database: Kysely<Database>, decl: ResourceDeclaration) => {
  // Declared tables are named at run time: the store works on the untyped view of the database.
  const db = database as unknown as Kysely<any>;
  const columns = decl.fields.map(fieldColumn);

  const list = async (p: ListParams): Promise<{ rows: ResourceRecord[]; total: number }> => {
    let query = db.selectFrom(decl.table);
    for (const f of decl.fields) {
      if (!f.filter || p.filters[f.source] === undefined) continue;
      query = query.where(fieldColumn(f), '=', toDb(f, p.filters[f.source]) as never);
    }
    const searchable = decl.fields.filter((f) => f.searchable);
    if (p.q && searchable.length) {
      const pattern = likePattern(p.q.trim());
      query = query.where((eb) => eb.or(searchable.map((f) => eb(fieldColumn(f), 'ilike', pattern))));
    }
    const sortField = decl.fields.find((f) => f.source === p.sort && f.sortable) ?? decl.fields.find((f) => f.source === decl.defaultSort?.field);
    const order = (p.order ?? decl.defaultSort?.order ?? 'ASC') === 'DESC' ? 'desc' : 'asc';
    // The total rides along with the page (one round trip); only an empty page needs its own count.
    const rows = await query
      .select(columns)
      .select(sql<number>`count(*) over()`.as('__total'))
      .orderBy(sortField ? fieldColumn(sortField) : 'id', order)
      .orderBy('id', order)
      .limit(p.limit)
      .offset((p.page - 1) * p.limit)
      .execute();
    let total = rows.length ? Number(rows[0].__total) : 0;
    if (!rows.length && p.page > 1) {
      const counted = await query.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
      total = Number(counted?.n ?? 0);
    }
    return { rows: rows.map((r) => toRecord(decl, r)), total };
  };

  const get = async (id: number): Promise<ResourceRecord | undefined> => {
    const row = await db.selectFrom(decl.table).select(columns).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(decl, row) : undefined;
  };

  const toColumns = (values: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of decl.fields) {
      if (f.readOnly || values[f.source] === undefined) continue;
      out[fieldColumn(f)] = toDb(f, values[f.source]);
    }
    return out;
  };

  const create = async (values: Record<string, unknown>): Promise<ResourceRecord> => {
    const row = await db.insertInto(decl.table).values(toColumns(values)).returning(columns).executeTakeFirstOrThrow();
    return toRecord(decl, row);
  };

  const update = async (id: number, values: Record<string, unknown>): Promise<ResourceRecord | undefined> => {
    const set = toColumns(values);
    if (decl.updatedAtColumn) set[decl.updatedAtColumn] = new Date();
    const row = await db.updateTable(decl.table).set(set).where('id', '=', id).returning(columns).executeTakeFirst();
    return row ? toRecord(decl, row) : undefined;
  };

  const remove = async (id: number): Promise<boolean> => {
    const res = await db.deleteFrom(decl.table).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  };

  return { list, get, create, update, remove };
};
