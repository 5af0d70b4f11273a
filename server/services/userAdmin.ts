import { sql } from 'kysely';
import { Role, type RoleNumber } from '../../src/domain/roles';
import { UserFlag, type UserStatus } from '../../src/domain/user';
import { companyFor, type CreateUserBody, type UpdateUserBody } from '../../src/domain/validation/adminUsers';
import { admin as texts } from '../../src/i18n/tr/admin';
import { api } from '../../src/i18n/tr/api';
import type { Db } from '../db/connect';
import type { UserRow } from '../db/schema';
import { conflict, notFound } from '../errors';
import { hashPassword } from './passwords';
import { accountConflict } from './uniqueViolation';
import { revokeAllForUser } from './tokens';

const isActiveAdmin = (u: { role: number; status: UserStatus }) => u.role === Role.admin && u.status === 'active';

/**
 * The target row locked for the change, and the other active admins locked with it: two admins
 * demoting each other at once serialise here, so the shop never ends without one.
 */
const lockForChange = async (trx: Db, id: number): Promise<{ user: UserRow; otherAdmins: number }> => {
  const admins = await trx.selectFrom('users').select('id').where('role', '=', Role.admin).where('status', '=', 'active').orderBy('id').forUpdate().execute();
  const user = await trx.selectFrom('users').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!user) throw notFound(texts.users.notFound);
  return { user, otherAdmins: admins.filter((a) => a.id !== id).length };
};

/** The last active admin keeps role 3 and status 'active'. */
const guardLastAdmin = (before: UserRow, otherAdmins: number, after: { role: number; status: UserStatus }) => {
  if (isActiveAdmin(before) && !isActiveAdmin(after) && otherAdmins === 0) throw conflict(texts.users.lastAdmin);
};

const uniqueOrConflict = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (err) {
    throw accountConflict(err) ?? err;
  }
};

const phoneTakenByOther = async (db: Db, phone: string, id?: number) => {
  let q = db.selectFrom('users').select('id').where('phone_number', '=', phone);
  if (id !== undefined) q = q.where('id', '!=', id);
  return Boolean(await q.limit(1).executeTakeFirst());
};

/**
 * An account made by an admin: active at once (the admin vouches for it), but neither e-mail
 * nor phone verified: the user proves the phone at the first sign-in, like everyone else.
 */
export const createUserByAdmin = async (db: Db, body: CreateUserBody): Promise<UserRow> => {
  const role = body.role as RoleNumber;
  const taken = await db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
  if (taken) throw conflict(api.emailTaken);
  if (await phoneTakenByOther(db, body.phoneNumber)) throw conflict(api.phoneTaken);
  const company = companyFor(role, { name: body.companyName, taxNumber: body.taxId });
  const passwordHash = await hashPassword(body.password);
  return uniqueOrConflict(() =>
    db
      .insertInto('users')
      .values({
        name: body.name,
        surname: body.surname,
        email: body.email,
        password_hash: passwordHash,
        role,
        phone_number: body.phoneNumber,
        company: company && JSON.stringify(company),
        status: 'active',
        flags: 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
};

export interface UserChange {
  before: UserRow;
  after: UserRow;
}

/**
 * The edit-user form: names, e-mail, phone, company, role and (optionally) status. A new
 * e-mail or phone is unverified again; a deactivation signs the user out everywhere.
 */
export const updateUserByAdmin = (db: Db, actorId: number, id: number, body: UpdateUserBody): Promise<UserChange> =>
  db.transaction().execute(async (trx) => {
    const { user: before, otherAdmins } = await lockForChange(trx, id);
    const role = body.role as RoleNumber;
    const status = body.status ?? before.status;
    if (id === actorId && status === 'disabled') throw conflict(texts.users.selfDisable);
    guardLastAdmin(before, otherAdmins, { role, status });
    const phone = body.phoneNumber ?? before.phone_number;
    if (body.email !== before.email) {
      const taken = await trx.selectFrom('users').select('id').where('email', '=', body.email).where('id', '!=', id).executeTakeFirst();
      if (taken) throw conflict(api.emailTaken);
    }
    if (phone !== before.phone_number && (await phoneTakenByOther(trx, phone, id))) throw conflict(api.phoneTaken);
    let cleared = 0;
    if (body.email !== before.email) cleared |= UserFlag.emailVerified;
    if (phone !== before.phone_number) cleared |= UserFlag.phoneVerified;
    const company = body.company === undefined ? undefined : companyFor(role, body.company);
    const after = await uniqueOrConflict(() =>
      trx
        .updateTable('users')
        .set({
          name: body.name,
          surname: body.surname,
          email: body.email,
          phone_number: phone,
          role,
          status,
          ...(company !== undefined && { company: company && JSON.stringify(company) }),
          ...(cleared && { flags: sql<number>`flags & ${~cleared}` }),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    if (status === 'disabled' && before.status !== 'disabled') await revokeAllForUser(trx, id);
    return { before, after };
  });

/** Approve, put back to waiting, or deactivate an account (the users and suppliers pages' buttons). */
export const setUserStatus = (db: Db, actorId: number, id: number, status: UserStatus): Promise<UserChange> =>
  db.transaction().execute(async (trx) => {
    const { user: before, otherAdmins } = await lockForChange(trx, id);
    if (id === actorId && status !== 'active') throw conflict(texts.users.selfDisable);
    guardLastAdmin(before, otherAdmins, { role: before.role, status });
    const after = await trx.updateTable('users').set({ status, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    if (status === 'disabled') await revokeAllForUser(trx, id);
    return { before, after };
  });

/**
 * Really deletes an account (refresh tokens and one-time secrets go with it; log rows keep the
 * name). A user tied to jobs is refused with 409: deactivate instead, so no job loses its
 * creator, operator or customer. The row lock holds off a job being tied to it meanwhile.
 */
export const deleteUserByAdmin = (db: Db, actorId: number, id: number): Promise<UserRow> =>
  db.transaction().execute(async (trx) => {
    if (id === actorId) throw conflict(texts.users.selfDelete);
    const { user, otherAdmins } = await lockForChange(trx, id);
    guardLastAdmin(user, otherAdmins, { role: -1, status: 'disabled' });
    const job = await trx
      .selectFrom('jobs')
      .select('id')
      .where((eb) => eb.or([eb('created_by', '=', id), eb('assigned_to', '=', id), eb('customer_id', '=', id)]))
      .limit(1)
      .executeTakeFirst();
    if (job) throw conflict(texts.users.hasJobs);
    await trx.deleteFrom('users').where('id', '=', id).execute();
    return user;
  });
