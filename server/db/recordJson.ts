import { sql, type RawBuilder } from 'kysely';
import { fieldColumn, type FieldDeclaration, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { fieldKind } from '../services/fieldKinds/fieldKinds';

/**
 * A field's value in the answer, as SQL whose JSON is what the record mapping (resourceStore's
 * recordMapper) and the reply serialiser would write: instants as ISO text, choices as their ids.
 * Numbers stay numbers (numeric as its exact digits, which parse to the same double as
 * Number(text)); dates (`date` columns) are ISO days in JSON already; computed lists are JSON.
 */
const answerValue = (f: FieldDeclaration, value: RawBuilder<unknown>) => fieldKind(f).answerSql(f, value);

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
