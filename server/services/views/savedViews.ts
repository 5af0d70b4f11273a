import { sql, type Selectable } from 'kysely';
import { resourceByName } from '../../../src/domain/resources';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import { grants, ROLE_PERMISSIONS } from '../../../src/domain/permissions';
import { Role, type RoleNumber } from '../../../src/domain/roles';
import { VIEWS_PER_LIST_MAX, type SavedView, type ViewState } from '../../../src/domain/views/savedView';
import { fill } from '../../../src/i18n/fill';
import { views as texts } from '../../../src/i18n/tr/views';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { visibleState } from './visibleState';

/** Who reads or writes views: the signed-in user. */
export interface Viewer {
  id: number;
  role: RoleNumber;
}

type ViewRow = Selectable<Database['saved_views']>;

/** A row as the viewer receives it: their own or published to their role, its state narrowed to what they may see. */
const toView = (viewer: Viewer) => (row: ViewRow): SavedView => {
  const own = row.user_id === viewer.id;
  const decl = resourceByName(row.list);
  const state = row.state as ViewState;
  return {
    id: row.id,
    list: row.list,
    name: row.name,
    state: decl ? visibleState(decl, viewer.role, state) : state,
    // A default is its owner's choice; a reader of a published view makes their own copy theirs.
    isDefault: own && row.is_default,
    publishedRole: row.published_role as RoleNumber | null,
    own,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
};

const visibleTo = (db: Db, viewer: Viewer) =>
  db.selectFrom('saved_views').selectAll().where((eb) => eb.or([eb('user_id', '=', viewer.id), eb('published_role', '=', viewer.role)]));

/** The viewer's views of a list, then those published to their role, each by name. */
export const viewsOf = async (db: Db, viewer: Viewer, decl: ResourceDeclaration): Promise<SavedView[]> => {
  const rows = await visibleTo(db, viewer)
    .where('list', '=', decl.name)
    .orderBy(sql`user_id = ${viewer.id}`, 'desc')
    .orderBy(sql`lower(name)`)
    .execute();
  return rows.map(toView(viewer));
};

/** A view the viewer may change: 404 for one they cannot see at all, 403 for one published to them. */
const ownRow = async (db: Db, viewer: Viewer, id: number): Promise<ViewRow> => {
  const row = await visibleTo(db, viewer).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(texts.notFound);
  if (row.user_id !== viewer.id) throw forbidden(texts.notOwn);
  return row;
};

const nameTaken = (err: unknown) => {
  if ((err as { code?: string })?.code === '23505') throw conflict(texts.nameTaken, { name: texts.nameTaken });
  throw err;
};

/** Clears the viewer's other defaults of the list, so one view at most opens with it. */
const clearDefaults = (db: Db, viewer: Viewer, list: string, except: number) =>
  db.updateTable('saved_views').set({ is_default: false }).where('user_id', '=', viewer.id).where('list', '=', list).where('id', '<>', except).where('is_default', '=', true).execute();

/** Publishing is an admin's, and only to a role that may read the list. */
const checkPublish = (decl: ResourceDeclaration | undefined, viewer: Viewer, role: RoleNumber | null | undefined) => {
  if (role == null) return;
  if (viewer.role !== Role.admin) throw forbidden(texts.publishAdminOnly);
  const read = decl?.access.read;
  if (read && read !== 'public' && read !== 'signedIn' && !grants(read, ROLE_PERMISSIONS[role])) throw badRequest(texts.roleCannotRead, { publishedRole: texts.roleCannotRead });
};

export interface NewView {
  name: string;
  state: ViewState;
  isDefault?: boolean;
  publishedRole?: RoleNumber | null;
}

/** Stores a new view of the list, its state narrowed to what its owner may see; in the caller's transaction. */
export const createView = async (db: Db, viewer: Viewer, decl: ResourceDeclaration, input: NewView): Promise<SavedView> => {
  // One create of the viewer's at a time: counted side by side, 70 sent at once kept 56 on PostgreSQL.
  await db.selectFrom('users').select('id').where('id', '=', viewer.id).forUpdate().execute();
  const { count } = await db.selectFrom('saved_views').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', viewer.id).where('list', '=', decl.name).executeTakeFirstOrThrow();
  checkPublish(decl, viewer, input.publishedRole);
  if (Number(count) >= VIEWS_PER_LIST_MAX) throw conflict(fill(texts.tooMany, { max: VIEWS_PER_LIST_MAX }));
  const row = await db
    .insertInto('saved_views')
    .values({
      user_id: viewer.id,
      list: decl.name,
      name: input.name,
      state: JSON.stringify(visibleState(decl, viewer.role, input.state)),
      is_default: input.isDefault ?? false,
      published_role: input.publishedRole ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(nameTaken);
  if (row.is_default) await clearDefaults(db, viewer, decl.name, row.id);
  return toView(viewer)(row);
};

export type ViewChange = Partial<Pick<NewView, 'name' | 'state' | 'publishedRole'>>;

/** Renames, replaces the state of, publishes or withdraws one of the viewer's views. */
export const updateView = async (db: Db, viewer: Viewer, id: number, change: ViewChange): Promise<SavedView> => {
  const existing = await ownRow(db, viewer, id);
  const decl = resourceByName(existing.list);
  checkPublish(decl, viewer, change.publishedRole);
  const row = await db
    .updateTable('saved_views')
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.state !== undefined && decl && { state: JSON.stringify(visibleState(decl, viewer.role, change.state)) }),
      ...(change.publishedRole !== undefined && { published_role: change.publishedRole }),
      updated_at: sql`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch(nameTaken);
  return toView(viewer)(row);
};

export const deleteView = async (db: Db, viewer: Viewer, id: number): Promise<void> => {
  await ownRow(db, viewer, id);
  await db.deleteFrom('saved_views').where('id', '=', id).execute();
};

/** Makes the view the one its list opens with for the viewer (or no longer); in the caller's transaction. */
export const setDefaultView = async (db: Db, viewer: Viewer, id: number, isDefault: boolean): Promise<SavedView> => {
  const existing = await ownRow(db, viewer, id);
  if (isDefault) await clearDefaults(db, viewer, existing.list, id);
  const row = await db.updateTable('saved_views').set({ is_default: isDefault, updated_at: sql`now()` }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  return toView(viewer)(row);
};
