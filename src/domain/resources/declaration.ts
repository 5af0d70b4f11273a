import type { z } from 'zod';
import type { RouteAccess } from '../permissions';
import type { RoleNumber } from '../roles';
import type { ResourceName } from './resourceNames';

/** One choice of a choice field: what the screen shows, what the database keeps, what the wire may carry. */
export interface Choice {
  /** The value records carry on the screen and in API answers (e.g. 'Aktif'). */
  id: string;
  /** The stored value. */
  db: string | number | boolean;
  /** Other values a client may send for it (e.g. 1 for 'Aktif'). */
  aliases?: readonly (string | number | boolean)[];
  /** The value the client sends on update, when the spec fixes one (counters: 1 / 0). */
  wire?: string | number;
  /** What the screen shows when records carry a server value (operations: 'active' → 'Aktif'). */
  label?: string;
}

/**
 * 'number': a quantity, count or measure, shown grouped the Turkish way (1.234). 'id': a record's
 * number (its own id, a user's, a step template's), never grouped (#1234, not #1.234).
 * 'object': a JSON object whose shape the resource's schema says (an activity's metadata).
 */
export type FieldKind = 'text' | 'longText' | 'number' | 'id' | 'money' | 'date' | 'dateTime' | 'choice' | 'boolean' | 'reference' | 'list' | 'object';

export interface FieldDeclaration<Source extends string = string> {
  /** Key in records and bodies; for a writable field, a key of the schema's input (checked at compile time). */
  source: Source;
  /** Database column; defaults to source. */
  column?: string;
  label: string;
  kind: FieldKind;
  /** Shown as a list column. */
  list?: boolean;
  /** Matched by the list's free-text search (q). */
  searchable?: boolean;
  /** Offered as a list filter and accepted as ?field=value. */
  filter?: boolean;
  sortable?: boolean;
  /**
   * The form marks it required (an asterisk beside its label). Marking only: the declared schema
   * decides what is refused (the spec labels a procedure category's description required unchecked).
   */
  markedRequired?: boolean;
  /** A number shown, exported and typed with this many decimals at least (a density: 1,20 beside 7,85). */
  decimals?: number;
  /** Never sent by the client: answered only (ids, stamps, names the server looks up). */
  readOnly?: boolean;
  /**
   * Sent by the client but never stored as sent: the server fills the column itself and only
   * checks the value (a bench's name looked up, a total the database computes).
   */
  serverFilled?: boolean;
  choices?: readonly Choice[];
  defaultValue?: unknown;
  /** The referenced resource, by its declared name, for kind 'reference' (or 'list': ids of its records in order). */
  reference?: ResourceName;
  /**
   * A list of references picked one at a time and put in order (a template's steps): the picker's
   * label, the empty list's text, and a list filter on what it offers (only active step templates).
   */
  pick?: { label: string; empty?: string; filter?: Record<string, unknown> };
  /**
   * The id names a user. Users are not a declared resource (their routes are bespoke, under
   * /v1/users), so such a field is a number and the pickers load people from there.
   */
  lookup?: 'users';
  /**
   * Not a column of the table: the server's resource behaviour selects it (SQL) and, when the
   * schema accepts it in bodies, writes it (a job's operations). Independent of readOnly.
   */
  computed?: boolean;
  /** No two rows share this value, compared ignoring case (Turkish letters included); the message answers 409. */
  unique?: { ignoreCase: true; message: string };
  /** Filter values naming several choices (operations: 'passive' → inactive or pending). */
  filterGroups?: Record<string, readonly string[]>;
  /** false: left out of the CSV export, being another column under a second name or a screen's own value (thumbnail addresses). */
  exported?: false;
  /** Roles that receive the field; others get records without it (job prices for role 2). */
  visibleTo?: (role: RoleNumber) => boolean;
  /** Roles that may set or change the field; others get 403 with the message, unless they send it blank or unchanged. */
  editableBy?: { allowed: (role: RoleNumber) => boolean; message: string };
  /**
   * Chosen when the record is made and never changed after (a template gives a project its steps
   * once): an edit sending another value gets 400 with this message; edit forms and bulk changes
   * leave the field out.
   */
  fixedAfterCreate?: string;
}

/** Keys a body may carry for the schema. */
type WritableSource<S extends z.ZodObject> = Extract<keyof z.input<S>, string>;

/**
 * A field as a declaration of schema S may write it: a writable field's source is a key of the
 * schema's input; a read-only one (answered only) may name anything the server answers.
 */
export type DeclaredField<S extends z.ZodObject> =
  | (FieldDeclaration<WritableSource<S>> & { readOnly?: false })
  | (FieldDeclaration & { readOnly: true });

/**
 * A resource declared once: the server builds its routes from this and the front its views.
 * The schema validates the screen form and the request body (after wire values are mapped).
 */
export interface ResourceDeclaration<
  S extends z.ZodObject = z.ZodObject,
  F extends readonly FieldDeclaration[] = readonly FieldDeclaration[],
  N extends ResourceName = ResourceName,
> {
  name: N;
  /** Front route under /admin (the admin app's basename), as the spec's route table writes it. */
  route: string;
  /** API path under /v1. */
  path: string;
  /** Key of the list/record in the answer ({data}, {jobs}, {operations} ...). */
  envelope: string;
  /** Key of one record in single answers, when the spec names it apart ({projects} / {project}). */
  recordEnvelope?: string;
  /**
   * false: no generated pages and no sidebar item; the resource's screens are bespoke and live
   * elsewhere (activities, templates: dialogs of the project screens).
   */
  screens?: false;
  /** CSV transfer: both ways (default), export only (row-scoped resources), or none. */
  transfer?: 'both' | 'export' | false;
  /** Key of the record id on the wire ('id' or '_id'). */
  idField: string;
  table: string;
  /** Column stamped on every update, if the table has one. */
  updatedAtColumn?: string;
  fields: F;
  /**
   * Body schema for create, without defaults (field defaultValue fills them); update accepts it
   * partially. Loaded on demand from its own module: the schema library stays out of the signed-in
   * shell's first load. The server loads it before registering the routes, forms when they open.
   */
  loadSchema: () => Promise<S>;
  /**
   * read guards the API's reads, write its changes (create defaults to write). screen guards the
   * resource's own pages when they need more than reading (benches: job screens read the list,
   * only admins manage it).
   */
  access: { read: RouteAccess; write: RouteAccess; create?: RouteAccess; screen?: RouteAccess };
  /** The resource name written into activity log rows. */
  log: string;
  /** Turkish texts for toasts; the spec's exact words. */
  messages?: {
    created?: string;
    updated?: string;
    deleted?: string;
    createFailed?: string;
    updateFailed?: string;
    deleteFailed?: string;
    empty?: string;
    /** The list could not be read. */
    loadFailed?: string;
    /** A form the schema refuses, once beside the fields' own texts. */
    invalid?: string;
    /** 409 when a delete meets rows that still use the record. */
    inUse?: string;
  };
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  label: string;
  /** The field that names a record in the activity log when it has no name or title (a supplier offer: its material). */
  nameField?: string;
}

/**
 * Declares a resource keeping its fields' literal types: a writable field whose source is not a
 * key of the schema fails to compile, and RecordOf can derive the record from it.
 */
export const defineResource = <S extends z.ZodObject, const F extends readonly DeclaredField<S>[], const N extends ResourceName>(
  decl: ResourceDeclaration<S, F, N>,
): ResourceDeclaration<S, F, N> => decl;

export const fieldColumn = (f: FieldDeclaration): string => f.column ?? f.source;

/** Maps a stored value to what records carry on the screen and in answers. */
export const fromDb = (f: FieldDeclaration, value: unknown): unknown => {
  if (f.kind !== 'choice' || !f.choices) return value;
  return f.choices.find((c) => c.db === value)?.id ?? value;
};

/** Maps any accepted incoming value (screen id, alias) to the stored value; undefined if unknown. */
export const toDb = (f: FieldDeclaration, value: unknown): unknown => {
  if (f.kind !== 'choice' || !f.choices) return value;
  const choice = f.choices.find((c) => c.id === value || c.db === value || c.aliases?.includes(value as never));
  return choice?.db;
};

/** The stored values a list filter value stands for: a group's choices, one choice, or none if unknown. */
export const filterValues = (f: FieldDeclaration, value: unknown): unknown[] | undefined => {
  const group = typeof value === 'string' ? f.filterGroups?.[value] : undefined;
  if (group) return group.map((id) => toDb(f, id));
  const db = toDb(f, value);
  return db === undefined ? undefined : [db];
};

/** The fields a role receives in answers. */
export const visibleFields = (decl: ResourceDeclaration, role: RoleNumber): readonly FieldDeclaration[] =>
  decl.fields.filter((f) => !f.visibleTo || f.visibleTo(role));

/** Maps a screen value to what the client sends (counters: 'Aktif' → 1). */
export const toWire = (f: FieldDeclaration, value: unknown): unknown => {
  if (f.kind !== 'choice' || !f.choices) return value;
  const choice = f.choices.find((c) => c.id === value);
  return choice?.wire ?? value;
};
