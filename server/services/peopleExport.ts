import type { RoleNumber } from '../../src/domain/roles';
import type { UserStatus } from '../../src/domain/user';
import { admin as texts } from '../../src/i18n/tr/admin';
import { adminScreens } from '../../src/i18n/tr/adminScreens';
import { shell } from '../../src/i18n/tr/shell';
import type { Db } from '../db/connect';
import { companyOf } from './accounts';
import { csvHead, csvLines } from './csv/csvWriter';
import { formatIstanbul } from './transfer/istanbulTime';
import { matchingUsers, sortedUsers, type UserFilters, type UserScope, type UserSort } from './userLists';

/** Accounts per statement: a shop has thousands of accounts at most, so a few statements per file. */
const BATCH = 2000;

export interface PeopleExportParams extends Omit<UserFilters, 'picker'> {
  sort: UserSort;
  order: 'asc' | 'desc';
  now?: Date;
  batch?: number;
}

/**
 * Only what the cards show: never the password hash, tokens, codes or flags, which are
 * not selected at all (so no later column can leak into the file by a select *).
 */
const COLUMNS = ['id', 'name', 'surname', 'email', 'phone_number', 'role', 'status', 'company', 'last_login', 'created_at'] as const;

const when = (at: Date | string | null) => (at ? formatIstanbul(new Date(at)) : '');

/** How many accounts the export of these parameters writes (the X-Total-Count header). */
export const countPeople = async (db: Db, scope: UserScope, p: PeopleExportParams) =>
  Number((await matchingUsers(db, scope, p, p.now ?? new Date()).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/**
 * A people list (users, customers or suppliers) as the declared exports write it (BOM, `;`,
 * formula guard, Istanbul times), in the page's order, one batch per statement as the client reads.
 */
export async function* peopleCsv(db: Db, scope: UserScope, p: PeopleExportParams): AsyncGenerator<string> {
  const now = p.now ?? new Date();
  const batch = p.batch ?? BATCH;
  yield csvHead(texts.peopleExport.headings);
  for (let offset = 0; ; offset += batch) {
    const rows = await sortedUsers(db, scope, p, now).select(COLUMNS).limit(batch).offset(offset).execute();
    if (!rows.length) return;
    yield csvLines(
      rows.map((u) => {
        const company = companyOf(u.company);
        return [
          u.name,
          u.surname,
          u.email,
          u.phone_number,
          shell.roles[u.role as RoleNumber] ?? '',
          adminScreens.users.statuses[u.status as UserStatus] ?? u.status,
          company?.name ?? '',
          company?.taxNumber ?? '',
          when(u.last_login),
          when(u.created_at),
        ];
      }),
    );
    if (rows.length < batch) return;
  }
}
