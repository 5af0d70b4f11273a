import { sql } from 'kysely';
import { ROLES_NEEDING_APPROVAL, Role, isRoleNumber } from '../../src/domain/roles';
import { UserFlag, type ApiUser, type Company } from '../../src/domain/user';
import type { RegisterBody } from '../../src/domain/validation/auth';
import { api } from '../../src/i18n/tr/api';
import type { Db } from '../db/connect';
import { accountConflict } from './uniqueViolation';
import type { UserRow } from '../db/schema';
import { conflict } from '../errors';
import { hashPassword } from './passwords';

/** The company column may hold an object or (older rows, admin forms) a JSON string of one. */
export const companyOf = (value: unknown): Company | null => {
  if (typeof value === 'string') {
    try {
      return companyOf(JSON.parse(value));
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== 'object') return null;
  const c = value as Record<string, unknown>;
  const company: Company = { name: String(c.name ?? ''), taxNumber: String(c.taxNumber ?? '') };
  if (c.phone) company.phone = String(c.phone);
  return company;
};

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** A users row as the API answers it: never the password hash. */
export const toApiUser = (row: UserRow): ApiUser => {
  if (!isRoleNumber(row.role)) throw new Error(`user ${row.id} has an unknown role ${row.role}`);
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    role: row.role,
    phoneNumber: row.phone_number,
    company: companyOf(row.company),
    flags: row.flags,
    status: row.status,
    lastLogin: iso(row.last_login),
    createdAt: iso(row.created_at) ?? '',
  };
};

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** E-mails are stored lower-cased (registration lower-cases them). */
export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

/** Phones are unique among self-registered accounts; older duplicates resolve to the first account. */
export const findUserByPhone = (db: Db, phone: string): Promise<UserRow | undefined> =>
  db.selectFrom('users').selectAll().where('phone_number', '=', phone).orderBy('id').limit(1).executeTakeFirst();

/** Sets one bit of the flags field (a verification) in one statement, without a read-modify-write race. */
export const addUserFlag = (db: Db, userId: number, flag: number): Promise<UserRow> =>
  db
    .updateTable('users')
    .set({ flags: sql<number>`flags | ${flag}`, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();

export const setPasswordHash = (db: Db, userId: number, passwordHash: string): Promise<UserRow> =>
  db.updateTable('users').set({ password_hash: passwordHash, updated_at: new Date() }).where('id', '=', userId).returningAll().executeTakeFirstOrThrow();

/** A new phone number is unverified until its code is checked. */
export const changePhoneNumber = async (db: Db, userId: number, phone: string): Promise<void> => {
  await db
    .updateTable('users')
    .set({ phone_number: phone, flags: sql<number>`flags & ${~UserFlag.phoneVerified}`, updated_at: new Date() })
    .where('id', '=', userId)
    .execute();
};

/**
 * Creates a self-registered account. E-mail and phone must be free (the spec's own texts
 * already tell whether one is registered). Customers are active at once; employees and
 * suppliers wait for an admin's approval with restricted permissions.
 */
export const registerAccount = async (db: Db, body: RegisterBody): Promise<UserRow> => {
  if (await findUserByEmail(db, body.email)) throw conflict(api.emailTaken);
  if (await findUserByPhone(db, body.phoneNumber)) throw conflict(api.phoneTaken);
  const company: Company | null =
    body.role === Role.supplier ? { name: body.companyName ?? '', taxNumber: body.taxId ?? '', phone: body.phoneNumber } : null;
  const values = {
    name: body.name,
    surname: body.surname,
    email: body.email,
    password_hash: await hashPassword(body.password),
    role: body.role,
    phone_number: body.phoneNumber,
    company: company && JSON.stringify(company),
    status: ROLES_NEEDING_APPROVAL.includes(body.role as never) ? ('pending' as const) : ('active' as const),
  };
  try {
    return await db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
  } catch (err) {
    // Two registrations racing for one e-mail or phone number: the unique indexes decide.
    throw accountConflict(err) ?? err;
  }
};
