import { api, HttpError } from '../../providers/httpClient';
import { uploadFile, uploadForm, type UploadEvents } from '../../providers/multipartUpload';
import { projectsResource } from '../../domain/resources/projects';
import { dataProvider } from '../../providers/dataProvider';
import type { ActivityRecord } from '../../domain/resources/activities';
import type { ActivityComment, ProjectPerson, ProjectStep } from '../../domain/resources/projectReplies';
import type { ProjectRecord } from '../../domain/resources/projects';
import type { ProjectPeopleKind } from '../../domain/projectPeople';

/**
 * The project screens' calls that are not a declared resource's CRUD (001 section 7): a step's
 * change, the people to pick, an activity's comments, uploads and file deletes. Projects,
 * activities and templates themselves go through the dataProvider.
 */

/** The project as the dataProvider reads it, for a caller outside react-admin's hooks (the models section). */
export const getProject = async (id: number | string, signal?: AbortSignal): Promise<ProjectRecord> =>
  (await dataProvider.getOne(projectsResource.name, { id, signal })).data as ProjectRecord;

export const updateStep = async (projectId: number, step: Pick<ProjectStep, 'stepTemplateId'>, body: Partial<Pick<ProjectStep, 'status' | 'progress' | 'notes'>>) =>
  (await api<{ project: ProjectRecord }>(`/projects/${projectId}/steps/${step.stepTemplateId}`, { method: 'PUT', body })).project;


/** A page of the people a project picker may offer , and by name those of `ids` the caller may see. */
export interface ProjectPeopleMatches {
  people: ProjectPerson[];
  more: boolean;
  chosen: ProjectPerson[];
}

/** The project form's pickers search here as one types; `ids` asks the names of people already chosen. */
export const searchProjectPeople = (kind: ProjectPeopleKind, q: string, ids: readonly number[], signal?: AbortSignal) => {
  const search = new URLSearchParams({ kind, ...(q ? { q } : {}), ...(ids.length ? { ids: ids.join(',') } : {}) });
  return api<ProjectPeopleMatches>(`/projects/people/search?${search}`, { signal });
};

export const listComments = async (activityId: number) => (await api<{ comments: ActivityComment[] }>(`/activities/${activityId}/comments`)).comments;
export const addComment = async (activityId: number, comment: string) =>
  (await api<{ comment: ActivityComment; message: string }>(`/activities/${activityId}/comments`, { method: 'POST', body: { comment } })).comment;

/** An upload's answer as an error when it is not a success (the screens show the server's message). */
export const answered = <T>(res: { status: number; body: Record<string, unknown> }): T => {
  if (res.status < 200 || res.status >= 300) throw new HttpError(String(res.body.message ?? res.status), res.status, res.body);
  return res.body as T;
};

/** An image or PDF activity with its files, in one form (001 section 7). */
export const uploadActivity = async (
  kind: 'images' | 'pdf',
  fields: { projectId: number; stepTemplateId: number | null; title: string; description?: string; version?: string },
  files: File[],
  events: UploadEvents = {},
) => {
  const res = await uploadForm(
    `/activities/upload/${kind}`,
    () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') form.append(k, String(v));
      for (const f of files) form.append(kind === 'images' ? 'images' : 'pdf', f);
      return form;
    },
    events,
  );
  return answered<{ activity: ActivityRecord }>(res).activity;
};

/** A project file or photo, uploaded before the project is saved with its key. */
/** The one key the screens read of POST /files/upload's answer: the id the project's attachments carry. */
export const uploadProjectFile = async (file: File, events: UploadEvents = {}) => answered<{ fileKey: string }>(await uploadFile('/files/upload', 'file', file, events));
export const uploadProjectPhoto = async (file: File, events: UploadEvents = {}) => answered<{ photoKey: string }>(await uploadFile('/images/upload', 'image', file, events)).photoKey;

export const deleteProjectFile = (key: string) => api(`/files/${encodeURIComponent(key)}`, { method: 'DELETE' });
