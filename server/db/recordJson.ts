import { sql, type RawBuilder } from 'kysely';
import { fieldColumn, type FieldDeclaration, type ResourceDeclaration } from '../../src/domain/resources/declaration';

/**
 * An instant as JavaScript's Date#toISOString writes it (UTC, milliseconds, "Z"), whatever the
 * session's time zone; microseconds are cut, as the driver's Date cuts them.
 */
const isoInstant = (value: RawBuilder<unknown>) => sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A stored choice as its screen id (counters: 1 → "Aktif"); an unknown value stays as stored. */
const choiceId = (f: FieldDeclaration, value: RawBuilder<unknown>) => {
  const renamed = (f.choices ?? []).filter((c) => c.db !== c.id);
  if (!renamed.length) return value;
  const cases = renamed.map((c) => sql`when ${value} = ${c.db} then to_json(${String(c.id)}::text)`);
  return sql`case ${sql.join(cases, sql` `)} else to_json(${value}) end`;
};

/**
 * A field's value in the answer, as SQL whose JSON is what the record mapping (resourceStore's
 * recordMapper) and the reply serialiser would write: instants as ISO text, choices as their ids.
 * Numbers stay numbers (numeric as its exact digits, which parse to the same double as
 * Number(text)); dates (`date` columns) are ISO days in JSON already; computed lists are JSON.
 */
const answerValue = (f: FieldDeclaration, value: RawBuilder<unknown>) => {
  if (f.kind === 'dateTime') return isoInstant(value);
  if (f.kind === 'choice') return choiceId(f, value);
  return value;
};

/**
 * The record of each row as a SELECT list for PostgreSQL to build the answer's JSON (`row_to_json`
 * of these columns, in the declaration's order, keyed as the API answers): the fields `hidden` from
 * the caller's role are not selected at all. `table` is the row's name in the statement.
 */
export const recordJsonColumns = (
  decl: ResourceDeclaration,
  table: string,
  computed: Record<string, RawBuilder<unknown>>,
  hidden: ReadonlySet<string>,
): RawBuilder<unknown>[] =>
  decl.fields
    .filter((f) => !hidden.has(f.source))
    .map((f) => {
      const key = f.source === 'id' ? decl.idField : f.source;
      const value = f.computed ? computed[f.source] : sql.ref(`${table}.${fieldColumn(f)}`);
      if (!value) throw new Error(`${decl.name}.${f.source}: a computed field without its SQL`);
      return sql`${answerValue(f, value)} as ${sql.ref(key)}`;
    });
