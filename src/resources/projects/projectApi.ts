import { api, HttpError } from '../../providers/httpClient';
import { uploadFile, uploadForm, type UploadEvents } from '../../providers/multipartUpload';
import type { Activity, ActivityComment, Project, ProjectPerson, ProjectStep, ProjectSummary, ProjectTemplate, StepTemplate, UploadedFile } from './projectTypes';

/** The calls of the project screens (001 section 7), in the answer shapes the server gives. */

export interface ProjectListQuery {
  page: number;
  limit: number;
  sort: string;
  order: 'ASC' | 'DESC';
  q?: string;
  status?: string;
  priority?: string;
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)])).toString();

export const listProjects = (q: ProjectListQuery, signal?: AbortSignal) =>
  api<{ projects: Project[]; total: number; summary: ProjectSummary }>(`/projects?${query({ ...q })}`, { signal });

export const getProject = async (id: number | string, signal?: AbortSignal) => (await api<{ project: Project }>(`/projects/${encodeURIComponent(String(id))}`, { signal })).project;

export type ProjectBody = Partial<Pick<Project, 'name' | 'description' | 'status' | 'priority' | 'projectManager' | 'oem' | 'requestNo' | 'startDate' | 'endDate' | 'projectTemplateId' | 'members' | 'attachments'>>;

export const saveProject = async (id: number | null, body: ProjectBody) =>
  (await api<{ project: Project }>(id === null ? '/projects' : `/projects/${id}`, { method: id === null ? 'POST' : 'PUT', body })).project;

export const deleteProject = (id: number) => api(`/projects/${id}`, { method: 'DELETE' });

export const updateStep = async (projectId: number, step: Pick<ProjectStep, 'stepTemplateId'>, body: Partial<Pick<ProjectStep, 'status' | 'progress' | 'notes'>>) =>
  (await api<{ project: Project }>(`/projects/${projectId}/steps/${step.stepTemplateId}`, { method: 'PUT', body })).project;

export const projectPeople = () => api<{ staff: ProjectPerson[]; customers: ProjectPerson[] }>('/projects/people');

export const listStepTemplates = async () => (await api<{ templates: StepTemplate[] }>('/step-templates?limit=100&sort=id&order=ASC')).templates;
export const saveStepTemplate = (id: number | null, body: Partial<Pick<StepTemplate, 'name' | 'description' | 'status'>>) =>
  api(id === null ? '/step-templates' : `/step-templates/${id}`, { method: id === null ? 'POST' : 'PUT', body });
export const deleteStepTemplate = (id: number) => api(`/step-templates/${id}`, { method: 'DELETE' });

export const listProjectTemplates = async () => (await api<{ templates: ProjectTemplate[] }>('/project-templates?limit=100&sort=id&order=ASC')).templates;
export const saveProjectTemplate = (id: number | null, body: Partial<Pick<ProjectTemplate, 'name' | 'description' | 'steps'>>) =>
  api(id === null ? '/project-templates' : `/project-templates/${id}`, { method: id === null ? 'POST' : 'PUT', body });
export const deleteProjectTemplate = (id: number) => api(`/project-templates/${id}`, { method: 'DELETE' });

/** The project's activities, newest first (the spec's limit of 100). */
export const listActivities = async (projectId: number) => (await api<{ activities: Activity[] }>(`/activities?projectId=${projectId}&limit=100`)).activities;

export const createActivity = async (body: Pick<Activity, 'projectId' | 'type' | 'title'> & Partial<Pick<Activity, 'stepTemplateId' | 'content' | 'metadata'>>) =>
  (await api<{ activity: Activity }>('/activities', { method: 'POST', body })).activity;

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
  return answered<{ activity: Activity }>(res).activity;
};

/** A project file or photo, uploaded before the project is saved with its key. */
export const uploadProjectFile = async (file: File, events: UploadEvents = {}) => answered<UploadedFile>(await uploadFile('/files/upload', 'file', file, events));
export const uploadProjectPhoto = async (file: File, events: UploadEvents = {}) => answered<{ photoKey: string }>(await uploadFile('/images/upload', 'image', file, events)).photoKey;

export const deleteProjectFile = (key: string) => api(`/files/${encodeURIComponent(key)}`, { method: 'DELETE' });
