import type { z } from 'zod';
import type { FieldDeclaration, FieldKind, ResourceDeclaration } from './declaration';

/** What a read-only field answers, by its kind (the schema does not know it). */
interface KindValue {
  text: string | null;
  longText: string | null;
  number: number | null;
  id: number | null;
  money: number | null;
  date: string | null;
  dateTime: string | null;
  choice: string;
  boolean: boolean;
  reference: number | null;
  list: unknown[];
  object: Record<string, unknown>;
}

type ChoiceIds<F> = F extends { choices: readonly (infer C)[] } ? (C extends { id: infer I } ? I : never) : never;

type ReadOnlyValue<F extends FieldDeclaration> = F['source'] extends 'id'
  ? number
  : F['kind'] extends 'choice'
    ? ChoiceIds<F>
    : KindValue[F['kind'] & FieldKind];

/** A writable field answers what the schema makes of it; a field with a default is always there. */
type WritableValue<S extends z.ZodObject, F extends FieldDeclaration> = F['source'] extends keyof z.output<S>
  ? F extends { defaultValue: NonNullable<unknown> }
    ? Exclude<z.output<S>[F['source']], undefined>
    : z.output<S>[F['source']]
  : never;

type ValueOf<S extends z.ZodObject, F extends FieldDeclaration> = F extends { readOnly: true } ? ReadOnlyValue<F> : WritableValue<S, F>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

type Derived<D> =
  D extends ResourceDeclaration<infer S, infer F>
    ? // Fields some roles do not receive (visibleTo) are absent from their records, so optional.
      { [P in F[number] as P extends { visibleTo: unknown } ? never : P['source']]: ValueOf<S, P> } & {
        [P in F[number] as P extends { visibleTo: unknown } ? P['source'] : never]?: ValueOf<S, P>;
      }
    : never;

/**
 * A record of a declared resource as answers carry it, derived from its declaration and schema.
 * Refined replaces the answer type of fields whose wire shape differs from what bodies send
 * (a job's operations go as ids and come back as objects) or adds keys the wire has beside them.
 */
export type RecordOf<D extends ResourceDeclaration<z.ZodObject, readonly FieldDeclaration[]>, Refined extends object = object> = Simplify<
  Omit<Derived<D>, keyof Refined> & Refined
>;
