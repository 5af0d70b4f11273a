import { sql } from 'kysely';
import type { HistoryEntry } from '../../../src/domain/history';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { RoleNumber } from '../../../src/domain/roles';
import { fullNameOf } from '../../../src/domain/user';
import type { Db } from '../../db/connect';
import { historyFields, recordedValue } from './historyFields';

/**
 * One page of a record's history, newest first, as a role may see it: only entries that change a
 * field the role sees, and of each only those fields (filtered in SQL, so pages stay full). It
 * walks the (resource, record_id, id desc) index for one row past the page, which says whether
 * another follows; no total is counted: counting 10,000 entries through their field filter took
 * ~100 ms on PGlite, the page itself well under 1 ms.
 */
export const historyPage = async (db: Db, decl: ResourceDeclaration, recordId: number, role: RoleNumber, page: number, limit: number) => {
  const fields = historyFields(decl, role);
  const columns = [...fields.keys()];
  const rows = await db
    .selectFrom('record_changes as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.action', 'c.origin', 'c.user_id', 'c.changes', 'c.changed_at', 'u.name', 'u.surname'])
    .where('c.resource', '=', decl.name)
    .where('c.record_id', '=', recordId)
    .where(sql<boolean>`c.changes ?| ${sql.val(columns)}::text[]`)
    .orderBy('c.id', 'desc')
    .limit(limit + 1)
    .offset((page - 1) * limit)
    .execute();
  const entries: HistoryEntry[] = rows.slice(0, limit).map((r) => ({
    id: Number(r.id),
    action: r.action,
    origin: r.origin,
    userId: r.user_id,
    userName: r.name != null && r.surname != null ? fullNameOf({ name: r.name, surname: r.surname }) : null,
    at: new Date(r.changed_at).toISOString(),
    // In the declaration's order, as the record's fields show.
    changes: [...fields].flatMap(([column, f]) => {
      const change = r.changes[column];
      return change ? [{ field: f.source, label: f.label, before: recordedValue(f, change[0]), after: recordedValue(f, change[1]) }] : [];
    }),
  }));
  return { entries, more: rows.length > limit };
};
