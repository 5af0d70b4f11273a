import { sql } from 'kysely';
import type { ProjectPeopleKind } from '../../../src/domain/projectPeople';
import type { Db } from '../../db/connect';
import { foldCase, likePattern } from '../../db/resourceStore';
import type { AuthUser } from '../../plugins/auth';
import { projectVisibleTo, seesEveryProject } from './projectAccess';

const columns = ['id', 'name', 'surname', 'role', sql<string | null>`company->>'name'`.as('company')] as const;

/**
 * The people a user may put on a project, as a query to narrow and page. Managers and team
 * members are active staff (roles 2, 3, 4); customers are role 0 not disabled. A customer sees
 * only themselves, and of the staff only the managers and team members of their own projects
 * (they choose neither: the shop's staff list is not theirs to read); staff see every colleague
 * and the customers of the projects they see; admins see everyone.
 */
export const projectPeople = (db: Db, user: Pick<AuthUser, 'id' | 'role'>, kind: ProjectPeopleKind) => {
  if (kind === 'staff') {
    const staff = db.selectFrom('users').select(columns).where('role', 'in', [2, 3, 4]).where('status', '=', 'active');
    if (user.role !== 0) return staff;
    return staff.where(({ or, exists, selectFrom }) =>
      or([
        exists(selectFrom('projects').select('projects.id').whereRef('projects.project_manager', '=', 'users.id').where(projectVisibleTo(user))),
        exists(
          selectFrom('project_members')
            .innerJoin('projects', 'projects.id', 'project_members.project_id')
            .select('projects.id')
            .whereRef('project_members.user_id', '=', 'users.id')
            .where(projectVisibleTo(user)),
        ),
      ]),
    );
  }
  const customers = db.selectFrom('users').select(columns).where('role', '=', 0).where('status', '!=', 'disabled');
  if (user.role === 0) return customers.where('id', '=', user.id);
  if (seesEveryProject(user)) return customers;
  return customers.where(({ exists, selectFrom }) => exists(selectFrom('projects').select('projects.id').whereRef('projects.oem', '=', 'users.id').where(projectVisibleTo(user))));
};

/** Matching what the picker shows (name, surname, company), Turkish capitals folded. */
export const namedLike = (q: string) => sql<boolean>`${foldCase(sql`name || ' ' || surname || ' ' || coalesce(company->>'name', '')`)} like ${foldCase(sql.val(likePattern(q)))}`;
