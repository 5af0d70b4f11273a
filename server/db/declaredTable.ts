import type { ColumnType, Generated } from 'kysely';
import type { z } from 'zod';
import type { FieldDeclaration, FieldKind, ResourceDeclaration } from '../../src/domain/resources/declaration';

/** An instant column (timestamptz): read as a Date, written as a Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A numeric column (money, hours, density): read as exact text, answered as a number. */
export type Numeric = ColumnType<string, string | number, string | number>;
/** A date column (no time): read as 'YYYY-MM-DD' text (connect.ts keeps dates as text). */
export type DayText = ColumnType<string, string, string>;
/** A jsonb column: read as the object, written as its JSON text. */
export type JsonObject = ColumnType<Record<string, unknown>, string, string>;

type ChoiceDb<F> = F extends { choices: readonly (infer C)[] } ? (C extends { db: infer D } ? D : never) : never;

/** The column type a field's kind stores (the record mapping's other side: resourceStore toRecord). */
interface KindColumn<F> {
  text: string;
  longText: string;
  number: number;
  id: number;
  reference: number;
  money: Numeric;
  date: DayText;
  dateTime: Timestamp;
  choice: ChoiceDb<F>;
  boolean: boolean;
  list: unknown[];
  object: JsonObject;
}

/** Null allowed: optional on insert (Kysely leaves nullable columns out of the required keys). */
type Nullable<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S | null, I | null | undefined, U | null> : T | null;
/** Filled by the database when an insert leaves it out. */
type Defaulted<T> = T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : Generated<T>;

type ColumnName<F extends FieldDeclaration> = F['column'] extends string ? F['column'] : F['source'];

/** A body may leave the field out or clear it: the column takes null. */
type SchemaAllowsNull<S extends z.ZodObject, F extends FieldDeclaration> = F['source'] extends keyof z.output<S>
  ? undefined extends z.output<S>[F['source']]
    ? true
    : null extends z.output<S>[F['source']]
      ? true
      : false
  : true;

/**
 * What the declaration says of a stored field's column: the id, a field with a default and a
 * read-only choice (a state the server moves on from the column's default) are filled by the
 * database; a read-only field (answered only) or one the schema lets a body leave
 * out or clear may be null; any other is required.
 */
type ColumnOf<S extends z.ZodObject, F extends FieldDeclaration> = F['source'] extends 'id'
  ? Generated<number>
  : F extends { defaultValue: NonNullable<unknown> } | { readOnly: true; kind: 'choice' }
    ? Defaulted<KindColumn<F>[F['kind'] & FieldKind]>
    : SchemaAllowsNull<S, F> extends true
      ? Nullable<KindColumn<F>[F['kind'] & FieldKind]>
      : KindColumn<F>[F['kind'] & FieldKind];

/** Every declared table's migration gives it both stamps, filled by the database. */
interface Stamps {
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

type Derived<D> =
  D extends ResourceDeclaration<infer S, infer F>
    ? Omit<{ [P in F[number] as P extends { computed: true } ? never : ColumnName<P>]: ColumnOf<S, P> }, keyof Stamps> & Stamps
    : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/**
 * A declared resource's table as Kysely sees it, derived from its declaration: every stored
 * field's column (computed fields are not columns) with its kind's type, and the two stamps.
 * `Facts` says what the declaration cannot: columns it does not declare, and a column whose
 * database default, NOT NULL or generation is stricter than the body's schema.
 */
export type DeclaredTable<D extends ResourceDeclaration<z.ZodObject, readonly FieldDeclaration[]>, Facts extends object = object> = Simplify<
  Omit<Derived<D>, keyof Facts> & Facts
>;
