import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connect';
import type { AuthUser } from '../../plugins/auth';

/**
 * Which projects a user sees (issue 8's row scoping; README "Projects: who sees and does what"):
 * admins every project; a customer (role 0) the projects where they are the customer (oem);
 * masters and employees the projects they manage or are a member of. Everyone else none.
 * Every read and write of a project, and of what hangs from one (steps, members, activities,
 * comments, files, models), goes through this one rule.
 */
export const seesEveryProject = (user: Pick<AuthUser, 'role'>): boolean => user.role === 3;

/**
 * The rule as a condition on a query over `projects` (aliased or not: pass the id and the
 * columns' qualifier). True for every row when the user sees every project.
 */
export const projectVisibleTo = (user: Pick<AuthUser, 'id' | 'role'>, table = 'projects') => {
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => {
    if (seesEveryProject(user)) return sql<boolean>`true`;
    const col = (name: string) => sql.ref(`${table}.${name}`);
    if (user.role === 0) return eb(col('oem'), '=', user.id);
    if (user.role === 2 || user.role === 4)
      return eb.or([
        eb(col('project_manager'), '=', user.id),
        eb.exists(
          eb
            .selectFrom('project_members as pm')
            .select(sql`1`.as('one'))
            .whereRef('pm.project_id', '=', col('id'))
            .where('pm.user_id', '=', user.id),
        ),
      ]);
    return sql<boolean>`false`;
  };
};

/** Whether the user sees this project (false for an unknown id: callers answer 404 for both). */
export const canSeeProject = async (db: Db, user: Pick<AuthUser, 'id' | 'role'>, projectId: number): Promise<boolean> => {
  if (!Number.isSafeInteger(projectId) || projectId <= 0 || projectId > 2_147_483_647) return false;
  const row = await db
    .selectFrom('projects')
    .select('projects.id')
    .where('projects.id', '=', projectId)
    .where(projectVisibleTo(user))
    .executeTakeFirst();
  return Boolean(row);
};

/** The project's people who have a say in how it runs: its manager, admins and masters. */
export const canRunProject = (user: Pick<AuthUser, 'id' | 'role'>, project: { project_manager: number | null }): boolean =>
  user.role === 3 || user.role === 4 || project.project_manager === user.id;

/**
 * Who may add and remove a project's files and models: its runners, and its customer (only a
 * project the caller sees reaches here, so role 0 is the project's own customer).
 */
export const canChangeProjectFiles = (user: Pick<AuthUser, 'id' | 'role'>, project: { project_manager: number | null }): boolean =>
  user.role === 0 || canRunProject(user, project);

/**
 * Whether the caller may remove this upload from a project they may change the files of: a
 * customer only what they uploaded themselves (issue 22: never the shop's drawing or model);
 * staff and admins as the files column of the README says.
 */
export const mayRemoveUpload = (user: Pick<AuthUser, 'id' | 'role'>, uploadedBy: number | null): boolean => user.role !== 0 || uploadedBy === user.id;
