import { fill } from '../../../src/i18n/fill';
import { projects as texts } from '../../../src/i18n/tr/projects';
import type { Db } from '../../db/connect';
import type { ResourceRecord } from '../../db/resourceStore';
import { badRequest, forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { PreparedWrite, WriteContext } from '../../resourceRules/behaviour';
import { writeActivity } from '../activityLog';
import { unattachedUploadsOf } from '../unattachedUploads';
import { canRunProject, mayRemoveUpload } from './projectAccess';
import { attachmentKeyOf } from './projectSql';

const v = texts.validation;
const STAFF = [2, 3, 4];

/** Keys only the project's runners (manager, masters, admins) change: its team. */
const RUN_KEYS = new Set(['members']);

const roleOf = async (db: Db, id: number) => (await db.selectFrom('users').select(['role', 'status']).where('id', '=', id).executeTakeFirst()) ?? null;

/** Whether the values change the team: the same members again (or none on a new project) do not. */
const changesTeam = (values: Record<string, unknown>, existing: ResourceRecord | undefined) => {
  if (!Array.isArray(values.members)) return false;
  const before = new Set((existing?.members as number[] | undefined) ?? []);
  const after = new Set(values.members as number[]);
  return after.size !== before.size || [...after].some((id) => !before.has(id));
};

/**
 * Who changes what on a project (README "Projects: who sees and does what"): the team by its
 * runners, on a new project as on an existing one; files and the other fields by its runners and
 * its owners (admins, the customer); the customer never changes who the customer or the manager
 * is, nor the status.
 */
const checkRights = (user: AuthUser, values: Record<string, unknown>, existing: ResourceRecord | undefined) => {
  const manager = ((existing ? existing.projectManager : values.projectManager) as number | null | undefined) ?? null;
  const runner = canRunProject(user, { project_manager: manager });
  if (changesTeam(values, existing) && !runner) throw forbidden(texts.rights.runForbidden);
  if (!existing) return;
  const owner = user.role === 3 || user.role === 0;
  for (const key of Object.keys(values)) if (!RUN_KEYS.has(key) && !(runner || owner)) throw forbidden(texts.rights.editForbidden);
  if (user.role === 0 && values.oem !== undefined && values.oem !== user.id) throw forbidden(texts.rights.customerLocked);
};

/** The people of a project are who the spec says: a staff manager, a customer as OEM, staff members. */
const checkPeople = async (db: Db, values: Record<string, unknown>, existing: ResourceRecord | undefined) => {
  const manager = (values.projectManager !== undefined ? values.projectManager : existing?.projectManager) as number | null | undefined;
  const oem = (values.oem !== undefined ? values.oem : existing?.oem) as number | null | undefined;
  if (values.projectManager) {
    const row = await roleOf(db, values.projectManager as number);
    if (!row || !STAFF.includes(row.role) || row.status === 'disabled') throw badRequest(v.managerRole, { projectManager: v.managerRole });
  }
  if (values.oem) {
    const row = await roleOf(db, values.oem as number);
    if (!row || row.role !== 0 || row.status === 'disabled') throw badRequest(v.customerRole, { oem: v.customerRole });
  }
  if (Array.isArray(values.members)) {
    const ids = values.members as number[];
    if (new Set(ids).size !== ids.length) throw badRequest(texts.members.alreadyMember, { members: texts.members.alreadyMember });
    if (ids.some((id) => id === manager || id === oem)) throw badRequest(texts.members.managerOrCustomer, { members: texts.members.managerOrCustomer });
    if (ids.length) {
      const rows = await db.selectFrom('users').select(['id', 'role']).where('id', 'in', ids).where('status', '!=', 'disabled').execute();
      if (rows.length !== ids.length || rows.some((r) => !STAFF.includes(r.role))) throw badRequest(v.memberRole, { members: v.memberRole });
    }
  }
};

/** Who uploaded each of these photo and file keys; a key whose upload is already gone has none. */
const uploadersOf = async (db: Db, keys: string[]): Promise<(number | null)[]> => {
  if (!keys.length) return [];
  const photos = await db.selectFrom('images').select('uploaded_by').where('id', 'in', keys).execute();
  const files = await db.selectFrom('files').select('uploaded_by').where('id', 'in', keys).execute();
  return [...photos, ...files].map((row) => row.uploaded_by);
};

/**
 * Attachment keys as kept (folders stripped): those this project already holds, and the caller's
 * own uploads held nowhere yet. Nobody reaches someone else's file through their own project, nor
 * moves a job's photo or another project's file onto this one. Leaving a key out detaches it as
 * its delete route would: a customer only their own uploads. A model stays: only its delete
 * route removes it, with its file and its log line.
 */
const checkAttachments = async (db: Db, user: AuthUser, keys: string[], projectId: number | undefined): Promise<string[]> => {
  const kept = [...new Set(keys.map(attachmentKeyOf))];
  const stored = projectId ? (await db.selectFrom('project_attachments').select('key').where('project_id', '=', projectId).orderBy('position').execute()).map((r) => r.key) : [];
  const held = new Set(stored);
  const fresh = kept.filter((k) => !held.has(k));
  const free = await unattachedUploadsOf(db, user.id, fresh, { files: true });
  if (fresh.some((k) => !free.has(k))) throw badRequest(v.attachmentUnknown, { attachments: v.attachmentUnknown });
  const wanted = new Set(kept);
  const dropped = stored.filter((k) => !wanted.has(k));
  const models = dropped.filter((k) => k.startsWith('models/'));
  const uploaders = await uploadersOf(db, dropped.filter((k) => !k.startsWith('models/')));
  if (uploaders.some((uploader) => !mayRemoveUpload(user, uploader))) throw forbidden(texts.files.notOwnUpload);
  return [...kept, ...models];
};

/** Checks a project write and completes it (the customer's own projects, the creator). */
export const prepareProjectWrite = async (values: Record<string, unknown>, { user, trx, existing }: WriteContext): Promise<PreparedWrite> => {
  checkRights(user, values, existing);
  const out = { ...values };
  // A customer's project is theirs: the OEM is the customer who creates it.
  if (!existing && user.role === 0) out.oem = user.id;
  await checkPeople(trx, out, existing);
  const start = (out.startDate !== undefined ? out.startDate : existing?.startDate) as string | null | undefined;
  const end = (out.endDate !== undefined ? out.endDate : existing?.endDate) as string | null | undefined;
  if (start && end && end < start) throw badRequest(v.endBeforeStart, { endDate: v.endBeforeStart });
  if (out.projectTemplateId && !existing) {
    const template = await trx.selectFrom('project_templates').select('id').where('id', '=', out.projectTemplateId as number).executeTakeFirst();
    if (!template) throw badRequest(v.templateUnknown, { projectTemplateId: v.templateUnknown });
  }
  if (Array.isArray(out.attachments)) out.attachments = await checkAttachments(trx, user, out.attachments as string[], existing ? Number(existing.id) : undefined);
  return { values: out, columns: existing ? {} : { created_by: user.id } };
};

const nameOf = async (db: Db, id: number) => {
  const u = await db.selectFrom('users').select(['name', 'surname']).where('id', '=', id).executeTakeFirst();
  return u ? `${u.name} ${u.surname}` : `#${id}`;
};

/** Writes what lives beside the row: steps from the template (on create), the team, the attachments. */
export const writeProjectChildren = async (id: number, values: Record<string, unknown>, { req, trx, existing }: WriteContext) => {
  if (!existing && values.projectTemplateId) {
    const steps = await trx
      .selectFrom('project_template_steps as ts')
      .innerJoin('step_templates as st', 'st.id', 'ts.step_template_id')
      .select(['st.id', 'st.name'])
      .where('ts.template_id', '=', values.projectTemplateId as number)
      .orderBy('ts.position')
      .execute();
    if (steps.length)
      await trx
        .insertInto('project_steps')
        .values(steps.map((s, position) => ({ project_id: id, step_template_id: s.id, step_name: s.name, position })))
        .execute();
  }
  if (Array.isArray(values.members)) {
    const wanted = values.members as number[];
    const before = (await trx.selectFrom('project_members').select('user_id').where('project_id', '=', id).execute()).map((m) => m.user_id);
    const added = wanted.filter((m) => !before.includes(m));
    const removed = before.filter((m) => !wanted.includes(m));
    if (removed.length) await trx.deleteFrom('project_members').where('project_id', '=', id).where('user_id', 'in', removed).execute();
    if (added.length) await trx.insertInto('project_members').values(added.map((user_id) => ({ project_id: id, user_id }))).execute();
    const project = String(values.name ?? existing?.name ?? id);
    for (const m of added) await writeActivity(trx, req, { action: 'create', resource: 'projectMember', resourceId: `${id}:${m}`, description: fill(texts.log.memberAdded, { project, user: await nameOf(trx, m) }) });
    for (const m of removed) await writeActivity(trx, req, { action: 'delete', resource: 'projectMember', resourceId: `${id}:${m}`, description: fill(texts.log.memberRemoved, { project, user: await nameOf(trx, m) }) });
  }
  if (Array.isArray(values.attachments)) {
    const keys = values.attachments as string[];
    await trx.deleteFrom('project_attachments').where('project_id', '=', id).execute();
    if (keys.length) await trx.insertInto('project_attachments').values(keys.map((key, position) => ({ project_id: id, key, position }))).execute();
  }
};
