import type { ApiUser } from '../../domain/user';
import type { Project } from './projectTypes';

/**
 * Who runs a project (its steps and team): admins, masters and its manager, as the server's
 * canRunProject decides (README "Projects: who sees and does what").
 */
export const runsProject = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<Project, 'projectManager'>): boolean =>
  !!user && (user.role === 3 || user.role === 4 || project.projectManager === user.id);

/** Who may change a project's fields: its runners, and a customer on the projects they see (their own). */
export const mayEditProject = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<Project, 'projectManager'>): boolean =>
  !!user && (user.role === 0 || runsProject(user, project));
