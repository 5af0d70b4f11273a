import { sql, type RawBuilder } from 'kysely';
import { choiceLabel } from '../../../src/domain/resources/choices';
import type { FieldDeclaration } from '../../../src/domain/resources/declaration';

/** SQL pieces the registry's kinds use to answer and export in the database (fieldKinds.ts). */

/**
 * An instant as JavaScript's Date#toISOString writes it (UTC, milliseconds, "Z"), whatever the
 * session's time zone; microseconds are cut, as the driver's Date cuts them.
 */
export const isoInstant = (value: RawBuilder<unknown>) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A stored choice as its screen id (counters: 1 → "Aktif"); an unknown value stays as stored. */
export const choiceId = (f: FieldDeclaration, value: RawBuilder<unknown>) => {
  const renamed = (f.choices ?? []).filter((c) => c.db !== c.id);
  if (!renamed.length) return value;
  const cases = renamed.map((c) => sql`when ${value} = ${c.db} then to_json(${String(c.id)}::text)`);
  return sql`case ${sql.join(cases, sql` `)} else to_json(${value}) end`;
};

/** A list field (JSON array, or any array) as its items' names joined, in the array's order. */
export const listText = (value: RawBuilder<unknown>) => sql<string>`(
  select string_agg(case json_typeof(e.v) when 'object' then coalesce(e.v->>'name', '') else coalesce(e.v #>> '{}', 'null') end, ', ' order by e.n)
  from json_array_elements(case when json_typeof(to_json(${value})) = 'array' then to_json(${value}) else '[]'::json end) with ordinality as e(v, n))`;

/** A choice as the export writes it: its label (choiceLabel), found by stored value or by id. */
export const choiceLabelSql = (f: FieldDeclaration, value: RawBuilder<unknown>) => {
  const choices = f.choices ?? [];
  if (!choices.length) return sql<string>`${value}::text`;
  const byDb = choices.map((c) => sql`when ${value}::text = ${String(c.db)} then ${choiceLabel(c)}`);
  const byId = choices.map((c) => sql`when ${value}::text = ${String(c.id)} then ${choiceLabel(c)}`);
  return sql<string>`case ${sql.join([...byDb, ...byId], sql` `)} else ${value}::text end`;
};
