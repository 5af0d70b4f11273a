import type { ApiUser } from '../../domain/user';
import type { AttachmentFile } from '../../domain/resources/projectReplies';
import type { ProjectRecord } from '../../domain/resources/projects';

/**
 * Who runs a project (its steps and team): admins, masters and its manager, as the server's
 * canRunProject decides (README "Projects: who sees and does what").
 */
export const runsProject = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<ProjectRecord, 'projectManager'>): boolean =>
  !!user && (user.role === 3 || user.role === 4 || project.projectManager === user.id);

/** Who may change a project's fields: its runners, and a customer on the projects they see (their own). */
export const mayEditProject = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<ProjectRecord, 'projectManager'>): boolean =>
  !!user && (user.role === 0 || runsProject(user, project));

/**
 * Who may delete an upload of a project (issue 22), as the server's canChangeProjectFiles and
 * mayRemoveUpload decide: its runners any; a customer only what they uploaded themselves.
 */
export const mayDeleteUpload = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<ProjectRecord, 'projectManager'>, file: Pick<AttachmentFile, 'uploadedBy'>): boolean =>
  !!user && (runsProject(user, project) || (user.role === 0 && file.uploadedBy === user.id));

/**
 * Who may delete the project (issue 22): admins; a customer while the record shows no work of the
 * shop (server/services/projects/shopWork.ts). Its activities are not on the record: the server
 * still refuses, with its reason, one the shop wrote on.
 */
export const mayDeleteProject = (user: Pick<ApiUser, 'id' | 'role'> | null, project: Pick<ProjectRecord, 'createdBy' | 'status' | 'projectManager' | 'members' | 'steps' | 'attachmentFiles'>): boolean => {
  if (!user) return false;
  if (user.role === 3) return true;
  if (user.role !== 0) return false;
  const stepsUntouched = project.steps.every((s) => s.status === 'pending' && s.progress === 0 && !s.notes);
  const filesOwn = project.attachmentFiles.every((f) => f.uploadedBy === user.id);
  return project.createdBy === user.id && project.status === 'pending' && project.projectManager === null && project.members.length === 0 && stepsUntouched && filesOwn;
};
