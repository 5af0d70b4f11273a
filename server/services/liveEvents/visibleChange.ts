import { sql } from 'kysely';
import { grants } from '../../../src/domain/permissions';
import { RESOURCES } from '../../../src/domain/resources';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../plugins/auth';
import type { ResourceBehaviour } from '../../resourceRules/behaviour';
import { BEHAVIOURS } from '../../resourceRules';
import type { RowChange } from './rowChange';

/** `event: change` as the front reads it (src/providers/liveEvents.ts): ids, never values. */
export interface ChangeEvent {
  resource: string;
  /** The changed records the user may see; empty: "more changed than was announced, re-read". */
  ids: number[];
  op: 'create' | 'update' | 'delete';
}

const OPS = { insert: 'create', update: 'update', delete: 'delete' } as const;

const declarationOf = (table: string): ResourceDeclaration | undefined => RESOURCES.find((r) => r.table === table);

/** The resource's access.read, as the generic routes check it. */
const mayRead = (decl: ResourceDeclaration, user: AuthUser): boolean => {
  const read = decl.access.read;
  return read === 'public' || read === 'signedIn' || grants(read, user.permissions);
};

/** Whether the user's row scope leaves every row in (an admin's projects): their scope then needs no query. */
const scopeAdmitsAll = (db: Db, table: string, rowScope: NonNullable<ResourceBehaviour['rowScope']>, user: AuthUser): boolean => {
  const probe = db.selectFrom(table as 'jobs').select('id');
  const scoped = rowScope(probe, user).compile().sql;
  return scoped === probe.compile().sql || scoped === probe.where(sql<boolean>`true`).compile().sql;
};

/**
 * The part of a change a user may hear of: nothing for a resource they may not read, and of a
 * row-scoped resource (projects) only the rows their scope holds now, read through the same
 * rowScope the routes use. A deleted row can no longer be judged, so only a user who sees every
 * row hears of it; a change too big to list its ids reaches every reader as "re-read" (no id).
 */
export const visibleChange = async (db: Db, user: AuthUser, change: RowChange): Promise<ChangeEvent | null> => {
  const decl = declarationOf(change.resource);
  if (!decl || !mayRead(decl, user)) return null;
  const op = OPS[change.op];
  if (!change.rows) return { resource: decl.name, ids: [], op };
  const ids = [...new Set(change.rows.map(([id]) => id))];
  const rowScope = BEHAVIOURS[decl.name]?.rowScope;
  if (!rowScope || scopeAdmitsAll(db, decl.table, rowScope, user)) return { resource: decl.name, ids, op };
  if (op === 'delete') return null;
  const query = db.selectFrom(decl.table as 'jobs').select(`${decl.table}.id as id` as 'jobs.id').where(`${decl.table}.id` as 'jobs.id', 'in', ids);
  const visible = (await rowScope(query, user).execute()).map((r) => Number(r.id));
  return visible.length ? { resource: decl.name, ids: visible, op } : null;
};
