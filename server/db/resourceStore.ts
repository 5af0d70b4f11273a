import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';
import { conflict } from '../errors';
import { fieldColumn, filterValues, fromDb, toDb, type FieldDeclaration, type ResourceDeclaration } from '../../src/domain/resources/declaration';

// Declared tables are named at run time: queries are built on the untyped view of the database.
export type AnySelect = SelectQueryBuilder<any, any, any>;

export interface ListParams {
  page: number;
  limit: number;
  sort?: string;
  order?: 'ASC' | 'DESC';
  q?: string;
  filters: Record<string, unknown>;
  /** Bespoke filters of the resource's behaviour (job dates). */
  narrow?: (query: AnySelect) => AnySelect;
}

export interface StoreOptions {
  /** SQL of the computed fields by source; it refers to the row as `<table>.<column>`. */
  computed?: Record<string, RawBuilder<unknown>>;
}

export type ResourceRecord = Record<string, unknown>;

/** Escapes LIKE wildcards so a search text matches literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case folding for uniqueness and search, the same expression as the indexes of migration 0003. */
export const foldCase = (value: RawBuilder<unknown>) => sql`lower(translate(${value}, 'ÇĞİIÖŞÜı', 'çğiiöşüi'))`;

const isNumeric = (f: FieldDeclaration) => f.kind === 'number' || f.kind === 'money';

const toRecord = (decl: ResourceDeclaration, row: Record<string, unknown>): ResourceRecord => {
  const record: ResourceRecord = {};
  for (const f of decl.fields) {
    let value = row[f.computed ? f.source : fieldColumn(f)];
    // numeric columns (money, hours) arrive as exact strings; answers carry numbers.
    if (isNumeric(f) && typeof value === 'string') value = Number(value);
    record[f.source === 'id' ? decl.idField : f.source] = value instanceof Date ? value.toISOString() : fromDb(f, value);
  }
  return record;
};

/** Table access for a declared resource. The declaration names the table and columns. */
export const createResourceStore = (database: Kysely<Database>, decl: ResourceDeclaration, options: StoreOptions = {}) => {
  const db = database as unknown as Kysely<any>;
  const columns = [...new Set(decl.fields.filter((f) => !f.computed).map(fieldColumn))];
  const computed = Object.entries(options.computed ?? {}).map(([source, expr]) => expr.as(source));
  const sortColumn = (p: ListParams): string => {
    const field = decl.fields.find((f) => f.source === p.sort && f.sortable && !f.computed) ?? decl.fields.find((f) => f.source === decl.defaultSort?.field);
    return field ? fieldColumn(field) : 'id';
  };

  const list = async (p: ListParams): Promise<{ rows: ResourceRecord[]; total: number }> => {
    let query: AnySelect = db.selectFrom(decl.table);
    for (const f of decl.fields) {
      if (!f.filter || p.filters[f.source] === undefined) continue;
      const values = filterValues(f, p.filters[f.source]) ?? [];
      query = query.where(fieldColumn(f), 'in', values as never);
    }
    const searchable = decl.fields.filter((f) => f.searchable);
    if (p.q?.trim() && searchable.length) {
      // Folded on both sides rather than ILIKE, whose Turkish capitals depend on the database's locale.
      const pattern = foldCase(sql.val(likePattern(p.q.trim())));
      query = query.where((eb) => eb.or(searchable.map((f) => sql<boolean>`${foldCase(sql.ref(fieldColumn(f)))} like ${pattern}`)));
    }
    if (p.narrow) query = p.narrow(query);
    const column = sortColumn(p);
    const order = (p.order ?? decl.defaultSort?.order ?? 'ASC') === 'DESC' ? 'desc' : 'asc';
    // One round trip: the page's ids walk the filter and sort (an index-only scan where an index
    // covers them), the total is a scalar subquery run once, and the columns and computed fields
    // (json_agg of children) are read for the page's rows only, joined back by id.
    const total = query.select(sql<number>`count(*)`.as('n'));
    const page = query
      .select(['id', total.as('__total')])
      .orderBy(column, order)
      .orderBy('id', order)
      .limit(p.limit)
      .offset((p.page - 1) * p.limit);
    const t = decl.table;
    const rows = await db
      .selectFrom(page.as('__page'))
      .innerJoin(t, `${t}.id`, '__page.id')
      .select(columns.map((c) => `${t}.${c}`))
      .select('__page.__total')
      .select(computed)
      .orderBy(`${t}.${column}`, order)
      .orderBy(`${t}.id`, order)
      .execute();
    // Past the last page there is no row to carry the total: count on its own.
    const counted = rows.length ? rows[0].__total : p.page > 1 ? (await total.executeTakeFirst())?.n : 0;
    return { rows: rows.map((r) => toRecord(decl, r)), total: Number(counted ?? 0) };
  };

  const get = async (id: number): Promise<ResourceRecord | undefined> => {
    const row = await db.selectFrom(decl.table).select(columns).select(computed).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(decl, row) : undefined;
  };

  const toColumns = (values: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of decl.fields) {
      if (f.readOnly || f.computed || f.serverFilled || values[f.source] === undefined) continue;
      out[fieldColumn(f)] = toDb(f, values[f.source]);
    }
    return out;
  };

  /** Refuses (409, the field's message) a value another row already holds, ignoring case. */
  const assertUnique = async (values: Record<string, unknown>, exceptId?: number) => {
    for (const f of decl.fields) {
      if (!f.unique || typeof values[f.source] !== 'string') continue;
      const same = sql<boolean>`${foldCase(sql.ref(fieldColumn(f)))} = ${foldCase(sql.val(values[f.source]))}`;
      let query = db.selectFrom(decl.table).select('id').where(same);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      if (await query.limit(1).executeTakeFirst()) throw conflict(f.unique.message);
    }
  };

  /** Inserts the declared values plus columns the behaviour worked out; computed fields are not in the answer. */
  const create = async (values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ResourceRecord> => {
    await assertUnique(values);
    const row = await db.insertInto(decl.table).values({ ...toColumns(values), ...extra }).returning(columns).executeTakeFirstOrThrow();
    return toRecord(decl, row);
  };

  const update = async (id: number, values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ResourceRecord | undefined> => {
    await assertUnique(values, id);
    const set = { ...toColumns(values), ...extra };
    if (decl.updatedAtColumn) set[decl.updatedAtColumn] = new Date();
    else if (!Object.keys(set).length) return get(id);
    const row = await db.updateTable(decl.table).set(set).where('id', '=', id).returning(columns).executeTakeFirst();
    return row ? toRecord(decl, row) : undefined;
  };

  const remove = async (id: number): Promise<boolean> => {
    const res = await db.deleteFrom(decl.table).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  };

  return { list, get, create, update, remove };
};
