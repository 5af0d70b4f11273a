import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';
import { recordJsonColumns } from './recordJson';
import { fieldKind } from '../services/fieldKinds/fieldKinds';
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

/** Where an export batch resumes: the last row's sort value (as text) and id. */
export interface ExportCursor {
  value: string | null;
  id: number;
}

/** How an export batch writes its rows (server/services/transfer/cellSql.ts gives the SQL). */
export interface ExportCsv {
  fields: readonly FieldDeclaration[];
  /** A field's value as its cell text; `value` is the column, the computed SQL or the grouped value. */
  cell: (f: FieldDeclaration, value: RawBuilder<unknown>) => RawBuilder<unknown>;
  /** A row's CSV line from its cells. */
  line: (cells: RawBuilder<unknown>[]) => RawBuilder<string>;
  /** Computed fields read for a whole batch: rows (id, v) for the array of ids given, v its cell text. */
  grouped?: Record<string, (ids: RawBuilder<unknown>) => RawBuilder<unknown>>;
}

export interface ExportBatch {
  /** The batch's CSV lines, in the list's order. */
  csv: string;
  rows: number;
  next: ExportCursor | null;
}

/** Escapes LIKE wildcards so a search text matches literally. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case folding for uniqueness and search, the same expression as the indexes of migration 0003. */
export const foldCase = (value: RawBuilder<unknown>) => sql`lower(translate(${value}, 'ÇĞİIÖŞÜı', 'çğiiöşüi'))`;

/**
 * A declaration's row-to-record mapping, worked out once per store: a list maps every row of
 * every page through it, so what each field needs (its key, its column, whether it is numeric) is
 * not worked out again per row.
 */
const recordMapper = (decl: ResourceDeclaration) => {
  const cells = decl.fields.map((f) => ({
    key: f.source === 'id' ? decl.idField : f.source,
    column: f.computed ? f.source : fieldColumn(f),
    // numeric columns (money, hours) arrive as exact strings; answers carry numbers.
    numeric: fieldKind(f).numeric,
    field: f,
  }));
  return (row: Record<string, unknown>): ResourceRecord => {
    const record: ResourceRecord = {};
    for (const c of cells) {
      const value = row[c.column];
      record[c.key] =
        value instanceof Date ? value.toISOString() : c.numeric && typeof value === 'string' ? Number(value) : fromDb(c.field, value);
    }
    return record;
  };
};

/** Table access for a declared resource. The declaration names the table and columns. */
export const createResourceStore = (database: Kysely<Database>, decl: ResourceDeclaration, options: StoreOptions = {}) => {
  const db = database as unknown as Kysely<any>;
  const columns = [...new Set(decl.fields.filter((f) => !f.computed).map(fieldColumn))];
  const computed = Object.entries(options.computed ?? {}).map(([source, expr]) => expr.as(source));
  const toRecord = recordMapper(decl);
  const sortColumn = (p: Pick<ListParams, 'sort'>): string => {
    const field = decl.fields.find((f) => f.source === p.sort && f.sortable && !f.computed) ?? decl.fields.find((f) => f.source === decl.defaultSort?.field);
    return field ? fieldColumn(field) : 'id';
  };

  /** The rows a list's filters, search and behaviour parameters select: shared by list and export. */
  const matching = (p: Omit<ListParams, 'page' | 'limit'>): AnySelect => {
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
    return p.narrow ? p.narrow(query) : query;
  };

  /** The list's count statement: how many rows its filters, search and behaviour select. */
  const countOf = (p: Omit<ListParams, 'page' | 'limit'>) => matching(p).select(sql<number>`count(*)`.as('n'));

  /**
   * The page's ids walk the filter and sort (an index-only scan where an index covers them), with
   * the total as a scalar subquery run once: list and listJson read the page's columns and
   * computed fields (json_agg of children) for these rows only, joined back by id.
   */
  const pageOf = (p: ListParams, knownTotal?: number) => {
    const query = matching(p);
    const column = sortColumn(p);
    const order: 'asc' | 'desc' = (p.order ?? decl.defaultSort?.order ?? 'ASC') === 'DESC' ? 'desc' : 'asc';
    const total = countOf(p);
    // A total the caller already knows (server/services/listTotals.ts) is not counted again.
    const ids = query
      .select(['id', knownTotal === undefined ? total.as('__total') : sql<number>`${knownTotal}::int`.as('__total')])
      .orderBy(column, order)
      .orderBy('id', order)
      .limit(p.limit)
      .offset((p.page - 1) * p.limit);
    // Past the last page there is no row to carry the total: count on its own.
    const countAlone = async () => knownTotal ?? (p.page > 1 ? Number((await total.executeTakeFirst())?.n ?? 0) : 0);
    return { ids, column, order, countAlone };
  };

  /** The ids of the rows these parameters select, ascending, at most `max` (a bulk change's rows). */
  const matchingIds = async (p: Omit<ListParams, 'page' | 'limit'>, max: number): Promise<number[]> =>
    (await matching(p).select(`${decl.table}.id`).orderBy(`${decl.table}.id`).limit(max).execute()).map((r) => Number(r.id));

  /** The list's count statement, not run: its text names the list and filter (the totals cache's key). */
  const countQuery = (p: Omit<ListParams, 'page' | 'limit'>) => countOf(p);

  /** How many rows an export of these parameters writes (told to the client before the rows). */
  const count = async (p: Omit<ListParams, 'page' | 'limit'>): Promise<number> => Number((await countOf(p).executeTakeFirst())?.n ?? 0);

  const list = async (p: ListParams): Promise<{ rows: ResourceRecord[]; total: number }> => {
    const { ids, column, order, countAlone } = pageOf(p);
    const t = decl.table;
    const rows = await db
      .selectFrom(ids.as('__page'))
      .innerJoin(t, `${t}.id`, '__page.id')
      .select(columns.map((c) => `${t}.${c}`))
      .select('__page.__total')
      .select(computed)
      .orderBy(`${t}.${column}`, order)
      .orderBy(`${t}.id`, order)
      .execute();
    return { rows: rows.map(toRecord), total: rows.length ? Number(rows[0].__total) : await countAlone() };
  };

  // The answer's columns per set of hidden fields (one per role that hides some).
  const jsonColumns = new Map<string, RawBuilder<unknown>[]>();
  const answerColumns = (hidden: ReadonlySet<string>) => {
    const key = [...hidden].sort().join();
    let found = jsonColumns.get(key);
    if (!found) jsonColumns.set(key, (found = recordJsonColumns(decl, decl.table, options.computed ?? {}, hidden)));
    return found;
  };

  /**
   * The page as the answer's JSON array text, built by the database in the same single statement:
   * each row's record (the fields `hidden` from the caller left out) aggregated in the list's order.
   * The records are what list() maps, so the API only wraps this text in its envelope: no row
   * objects, no mapping and no serialising of a page in the app's process.
   */
  const listJson = async (p: ListParams, hidden: ReadonlySet<string> = new Set(), knownTotal?: number): Promise<{ json: string; total: number }> => {
    const { ids, column, order, countAlone } = pageOf(p, knownTotal);
    const t = sql.table(decl.table);
    const direction = sql.raw(order);
    const { rows } = await sql<{ json: string; total: number | null }>`
      select coalesce(json_agg(__record order by ${sql.ref(`${decl.table}.${column}`)} ${direction}, ${sql.ref(`${decl.table}.id`)} ${direction}), '[]')::text as json,
        min(__page.__total) as total
      from (${ids}) as __page
      inner join ${t} on ${sql.ref(`${decl.table}.id`)} = __page.id
      cross join lateral (select ${sql.join(answerColumns(hidden))}) as __record`.execute(db);
    const row = rows[0];
    return { json: row?.json ?? '[]', total: row?.total != null ? Number(row.total) : await countAlone() };
  };

  /**
   * One batch of an export as CSV text: the list's rows and order, after the keyset cursor (sort
   * value, id). Three steps in one statement: the batch's ids walk the filter and sort; each
   * row's cells are formatted in SQL (`cell`), children read once for the whole batch where the
   * caller gives a grouped query (`grouped`: rows of (id, v) for an array of ids) instead of a
   * subquery per row; the lines (`line`) are joined into one text value, so PGlite's driver
   * decodes one cell, not thousands of typed columns and JSON documents.
   * Each batch is its own statement, so no transaction or connection is held between batches.
   * NULL sort values come last ascending and first descending, as the list orders them; they are
   * walked as their own phase so every other batch is a plain row comparison an index can serve.
   * The cursor's value travels as text (exact numerics, microseconds).
   */
  const exportBatch = async (p: Omit<ListParams, 'page' | 'limit'>, after: ExportCursor | null, size: number, csv: ExportCsv): Promise<ExportBatch> => {
    const column = sortColumn(p);
    const desc = (p.order ?? decl.defaultSort?.order ?? 'ASC') === 'DESC';
    const t = decl.table;
    const col = sql.ref(`${t}.${column}`);
    const id = sql.ref(`${t}.id`);
    const cmp = sql.raw(desc ? '<' : '>');
    const order = desc ? 'desc' : 'asc';
    const dir = sql.raw(order);
    const back = sql.raw(desc ? 'asc' : 'desc');
    const computedSql = options.computed ?? {};
    const ids = sql`array(select __id from __b)`;
    const joins: RawBuilder<unknown>[] = [];
    const cellOf = (f: FieldDeclaration): RawBuilder<unknown> => {
      const grouped = csv.grouped?.[f.source];
      if (grouped) {
        const alias = sql.raw(`__g${joins.length}`);
        joins.push(sql`left join (${grouped(ids)}) as ${alias} on ${alias}.id = __b.__id`);
        return sql`${alias}.v`;
      }
      return csv.cell(f, f.computed ? (computedSql[f.source] ?? sql`null`) : sql.ref(`${t}.${fieldColumn(f)}`));
    };
    const cells = csv.fields.map((f, i) => sql`${cellOf(f)} as ${sql.raw(`__c${i}`)}`);
    const line = csv.line(csv.fields.map((_, i) => sql.ref(`__c.__c${i}`)));
    const read = async (query: AnySelect, limit: number) => {
      const batch = query
        .select([id.as('__id'), col.as('__sort'), sql<string | null>`${col}::text`.as('__key')])
        .orderBy(`${t}.${column}`, order)
        .orderBy(`${t}.id`, order)
        .limit(limit);
      // __c is materialized so each cell is computed once, however often the line refers to it.
      const { rows } = await sql<{ csv: string | null; n: number; key: string | null; id: number | null }>`
        with __b as (${batch}),
        __c as materialized (
          select ${sql.join(cells)}, __b.__sort, __b.__id, __b.__key
          from __b join ${sql.table(t)} on ${id} = __b.__id ${joins.length ? sql.join(joins, sql` `) : sql``})
        select string_agg(${line}, '' order by __c.__sort ${dir}, __c.__id ${dir}) as csv, count(*)::int as n,
          (array_agg(__c.__key order by __c.__sort ${back}, __c.__id ${back}))[1] as key,
          (array_agg(__c.__id order by __c.__sort ${back}, __c.__id ${back}))[1] as id
        from __c`.execute(db);
      const row = rows[0];
      return { csv: row?.csv ?? '', rows: Number(row?.n ?? 0), last: row?.n ? { value: row.key, id: Number(row.id) } : null };
    };
    const valued = () => {
      const q = matching(p).where(sql<boolean>`${col} is not null`);
      return after && after.value !== null ? q.where(sql<boolean>`(${col}, ${id}) ${cmp} (${after.value}, ${after.id})`) : q;
    };
    const nulls = () => {
      const q = matching(p).where(sql<boolean>`${col} is null`);
      return after && after.value === null ? q.where(sql<boolean>`${id} ${cmp} ${after.id}`) : q;
    };
    // Ascending: valued rows, then NULLs; descending: NULLs, then valued rows. A cursor already
    // in the second phase skips the first.
    const inSecond = after !== null && (desc ? after.value !== null : after.value === null);
    const phases = (desc ? [nulls, valued] : [valued, nulls]).slice(inSecond ? 1 : 0);
    let text = '';
    let rows = 0;
    let next: ExportCursor | null = null;
    for (const phase of phases) {
      if (rows >= size) break;
      const part = await read(phase(), size - rows);
      text += part.csv;
      rows += part.rows;
      next = part.last ?? next;
    }
    return { csv: text, rows, next };
  };

  /** One row by id; with `narrow` (a row scope), only if the row falls within it. */
  const get = async (id: number, narrow?: (query: AnySelect) => AnySelect): Promise<ResourceRecord | undefined> => {
    let query: AnySelect = db.selectFrom(decl.table).select(columns).select(computed).where(`${decl.table}.id`, '=', id);
    if (narrow) query = narrow(query);
    const row = await query.executeTakeFirst();
    return row ? toRecord(row) : undefined;
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
      if (await query.limit(1).executeTakeFirst()) throw conflict(f.unique.message, { [f.source]: f.unique.message });
    }
  };

  /** Inserts the declared values plus columns the behaviour worked out; computed fields are not in the answer. */
  const create = async (values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ResourceRecord> => {
    await assertUnique(values);
    const row = await db.insertInto(decl.table).values({ ...toColumns(values), ...extra }).returning(columns).executeTakeFirstOrThrow();
    return toRecord(row);
  };

  const update = async (id: number, values: Record<string, unknown>, extra: Record<string, unknown> = {}): Promise<ResourceRecord | undefined> => {
    await assertUnique(values, id);
    const set = { ...toColumns(values), ...extra };
    if (decl.updatedAtColumn) set[decl.updatedAtColumn] = new Date();
    else if (!Object.keys(set).length) return get(id);
    const row = await db.updateTable(decl.table).set(set).where('id', '=', id).returning(columns).executeTakeFirst();
    return row ? toRecord(row) : undefined;
  };

  /** Records by id, with their computed fields, read a thousand at a time. */
  const getMany = async (ids: readonly number[]): Promise<Map<number, ResourceRecord>> => {
    const found = new Map<number, ResourceRecord>();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await db.selectFrom(decl.table).select(columns).select(computed).where('id', 'in', ids.slice(i, i + 1000) as number[]).execute();
      for (const row of rows) found.set(Number(row.id), toRecord(row));
    }
    return found;
  };

  /**
   * For a unique field: each value's folded key, and which row already holds it. Two statements
   * whatever the number of values; the fold is the database's, as assertUnique compares.
   */
  const uniqueKeys = async (f: FieldDeclaration, values: readonly string[]) => {
    if (!values.length) return { keyOf: new Map<string, string>(), holder: new Map<string, number>() };
    const list = sql`${sql.val(values)}::text[]`;
    const folded = await sql<{ v: string; k: string }>`select v, ${foldCase(sql.ref('v'))} as k from unnest(${list}) as u(v)`.execute(db);
    const held = await db
      .selectFrom(decl.table)
      .select(['id', foldCase(sql.ref(fieldColumn(f))).as('k')])
      .where(foldCase(sql.ref(fieldColumn(f))), 'in', sql`(select ${foldCase(sql.ref('v'))} from unnest(${list}) as u(v))`)
      .execute();
    return {
      keyOf: new Map(folded.rows.map((r) => [r.v, r.k])),
      holder: new Map(held.map((r) => [String(r.k), Number(r.id)])),
    };
  };

  /** Inserts many rows in few statements, answering their ids; the caller has checked uniqueness. */
  const insertMany = async (rows: readonly { values: Record<string, unknown>; columns?: Record<string, unknown> }[]): Promise<number[]> => {
    const CHUNK = 1000;
    const ids: number[] = [];
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK).map((r) => ({ ...toColumns(r.values), ...r.columns }));
      for (const row of await db.insertInto(decl.table).values(chunk).returning('id').execute()) ids.push(Number(row.id));
    }
    return ids;
  };

  /** The columns an update writes: the declared values, the behaviour's columns and the update stamp. */
  const updateSet = (values: Record<string, unknown>, extra: Record<string, unknown> = {}, now = new Date()): Record<string, unknown> => {
    const set = { ...toColumns(values), ...extra };
    if (decl.updatedAtColumn) set[decl.updatedAtColumn] = now;
    return set;
  };

  /** Ids for rows about to be inserted, taken from the table's sequence (so a batch knows them before it writes). */
  const reserveIds = async (n: number): Promise<number[]> => {
    if (n <= 0) return [];
    const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence(${decl.table}, 'id'))::int as id from generate_series(1, ${n}::int)`.execute(db);
    return rows.map((r) => r.id);
  };

  /**
   * Updates many rows, each with its own columns, in one statement: the rows travel as one JSON
   * array and the database converts each value to its column's type (jsonb_populate_record); a
   * column a row does not name keeps its value. The caller has checked uniqueness.
   */
  const updateMany = async (rows: readonly { id: number; values: Record<string, unknown>; columns?: Record<string, unknown> }[]) => {
    const now = new Date();
    const sets = rows.map((r) => ({ id: r.id, set: updateSet(r.values, r.columns, now) }));
    const named = [...new Set(sets.flatMap((r) => Object.keys(r.set)))];
    if (!named.length) return;
    const assignments = named.map((c) => sql`${sql.ref(c)} = case when __w.v ? ${c} then ${sql.ref(`__r.${c}`)} else ${sql.ref(`__t.${c}`)} end`);
    await sql`
      update ${sql.table(decl.table)} as __t set ${sql.join(assignments)}
      from (select (e->>'id')::int as id, e->'v' as v from jsonb_array_elements(${JSON.stringify(sets.map((r) => ({ id: r.id, v: r.set })))}::jsonb) e) as __w
      cross join lateral jsonb_populate_record(null::${sql.table(decl.table)}, __w.v) as __r
      where __t.id = __w.id`.execute(db);
  };

  const remove = async (id: number): Promise<boolean> => {
    const res = await db.deleteFrom(decl.table).where('id', '=', id).executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  };

  return { list, listJson, count, countQuery, matchingIds, exportBatch, get, create, update, remove, getMany, uniqueKeys, insertMany, reserveIds, updateSet, updateMany };
};
