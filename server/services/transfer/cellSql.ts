import { sql, type RawBuilder } from 'kysely';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { transfer as t } from '../../../src/i18n/tr/transfer';

/*
 * The SQL twin of cellFormat.ts and csvWriter.ts, for the export: each row comes back from the
 * database as one CSV-ready line, so a 1,000-row batch crosses PGlite's driver as one text value
 * instead of thousands of typed cells and JSON documents. It must write byte for byte what
 * formatCell and Papa.unparse write (tests/api/resource-transfer.test.ts compares).
 */

/** A list field (JSON array, or any array) as its items' names joined, in the array's order. */
const listText = (value: RawBuilder<unknown>) => sql<string>`(
  select string_agg(case json_typeof(e.v) when 'object' then coalesce(e.v->>'name', '') else coalesce(e.v #>> '{}', 'null') end, ', ' order by e.n)
  from json_array_elements(case when json_typeof(to_json(${value})) = 'array' then to_json(${value}) else '[]'::json end) with ordinality as e(v, n))`;

const choiceText = (f: FieldDeclaration, value: RawBuilder<unknown>) => {
  const choices = f.choices ?? [];
  if (!choices.length) return sql<string>`${value}::text`;
  // A stored value names its choice by `db`; a value that is already a choice's id is taken too.
  const byDb = choices.map((c) => sql`when ${value}::text = ${String(c.db)} then ${c.label ?? c.id}`);
  const byId = choices.map((c) => sql`when ${value}::text = ${String(c.id)} then ${c.label ?? c.id}`);
  return sql<string>`case ${sql.join([...byDb, ...byId], sql` `)} else ${value}::text end`;
};

/** One field's value as the text formatCell makes of it; NULL where formatCell writes ''. */
export const cellSql = (f: FieldDeclaration, value: RawBuilder<unknown>): RawBuilder<string> => {
  switch (f.kind) {
    case 'number':
      return sql<string>`replace(trim_scale(${value}::numeric)::text, '.', ',')`;
    case 'money':
      return sql<string>`replace(round(${value}::numeric, 2)::text, '.', ',')`;
    case 'dateTime':
      return sql<string>`to_char(${value}::timestamptz at time zone 'Europe/Istanbul', 'DD.MM.YYYY HH24:MI')`;
    case 'date':
      return sql<string>`to_char(${value}::date, 'DD.MM.YYYY')`;
    case 'boolean':
      return sql<string>`case when ${value} is null or ${value}::text = '' then null when ${value}::text = 'true' then ${t.yes}::text else ${t.no}::text end`;
    case 'choice':
      return choiceText(f, value);
    case 'list':
      return listText(value);
    default:
      return sql<string>`${value}::text`;
  }
};

/**
 * A cell as the shared writer quotes it: always in double quotes, quotes doubled, and a leading '
 * where the first character is = + - @ tab or CR, whatever follows it (csvWriter's neutraliseFormula).
 */
const quoted = (cell: RawBuilder<unknown>) => sql<string>`'"' || replace(case
  when left(${cell}, 1) in ('=', '+', '-', '@', E'\t', E'\r') then '''' || ${cell}
  else coalesce(${cell}, '') end, '"', '""') || '"'`;

/** A row's CSV line from its cells (already text, see cellSql), ending with CRLF. */
export const csvLineSql = (cells: readonly RawBuilder<unknown>[]): RawBuilder<string> =>
  sql<string>`${sql.join(cells.map(quoted), sql`|| ';' ||`)} || E'\r\n'`;
