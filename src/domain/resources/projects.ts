import { projects as texts } from '../../i18n/tr/projects';
import { defineResource } from './declaration';
import type { projectSchema } from './projects.schema';
import type { AttachmentFile, ProjectPerson, ProjectStep } from './projectReplies';
import type { RecordOf } from './recordOf';

export const PROJECT_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const PROJECT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;
export const STEP_STATUSES = ['pending', 'in-progress', 'completed', 'skipped', 'cancelled'] as const;
export type ProjectStatusValue = (typeof PROJECT_STATUSES)[number];
export type StepStatusValue = (typeof STEP_STATUSES)[number];

const f = texts.fields;
const admins = (role: number) => role === 3;
const notCustomers = (role: number) => role !== 0;

/**
 * Projects with steps from templates, members and attachments (001 sections 2.4, 2.5, 3-9).
 * Row-scoped (server/resourceRules/projects.ts): each role sees its own projects. Names, members,
 * steps, files and progress are computed by the server for the rows answered.
 */
export const projectsResource = defineResource({
  name: 'projects',
  label: texts.title,
  route: 'dashboard/list-projects',
  path: '/projects',
  envelope: 'projects',
  recordEnvelope: 'project',
  idField: 'id',
  table: 'projects',
  updatedAtColumn: 'updated_at',
  transfer: 'export',
  loadSchema: () => import('./projects.schema').then((m) => m.projectSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: f.name, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'description', label: f.description, kind: 'longText', searchable: true },
    { source: 'createdBy', column: 'created_by', label: f.createdBy, kind: 'id', lookup: 'users', readOnly: true },
    { source: 'createdByName', label: f.createdByName, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'projectManager', column: 'project_manager', label: f.projectManager, kind: 'id', lookup: 'users', filter: true, editableBy: { allowed: admins, message: texts.rights.managerLocked } },
    { source: 'projectManagerName', label: f.projectManagerName, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'requestNo', column: 'request_no', label: f.requestNo, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'oem', label: f.oem, kind: 'id', lookup: 'users', filter: true, editableBy: { allowed: admins, message: texts.rights.customerLocked } },
    { source: 'oemName', label: f.oemName, kind: 'text', list: true, readOnly: true, computed: true },
    { source: 'status', label: f.status, kind: 'choice', list: true, filter: true, sortable: true, defaultValue: 'pending', filterGroups: { open: ['pending', 'in-progress'] }, choices: PROJECT_STATUSES.map((s) => ({ id: s, db: s, label: texts.statuses[s] })), editableBy: { allowed: notCustomers, message: texts.rights.statusLocked } },
    { source: 'priority', label: f.priority, kind: 'choice', list: true, filter: true, sortable: true, defaultValue: 'medium', choices: PROJECT_PRIORITIES.map((p) => ({ id: p, db: p, label: texts.priorities[p] })) },
    { source: 'startDate', column: 'start_date', label: f.startDate, kind: 'date', list: true, sortable: true },
    { source: 'endDate', column: 'end_date', label: f.endDate, kind: 'date', list: true, sortable: true },
    { source: 'projectTemplateId', column: 'project_template_id', label: f.projectTemplateId, kind: 'reference', reference: 'projectTemplates', fixedAfterCreate: texts.validation.templateFixed },
    // Team members' ids (the manager and the customer are not among them); written by the behaviour.
    { source: 'members', label: f.members, kind: 'list', computed: true },
    { source: 'memberUsers', label: f.memberUsers, kind: 'list', readOnly: true, computed: true },
    // Keys in order: photo ids, uploaded file ids, 'models/...' keys; described by attachmentFiles.
    { source: 'attachments', label: f.attachments, kind: 'list', computed: true },
    { source: 'attachmentFiles', label: f.attachmentFiles, kind: 'list', readOnly: true, computed: true },
    { source: 'steps', label: f.steps, kind: 'list', readOnly: true, computed: true },
    { source: 'progress', label: f.progress, kind: 'number', readOnly: true, computed: true },
    { source: 'stepCount', label: f.stepCount, kind: 'number', readOnly: true, computed: true },
    { source: 'completedSteps', label: f.completedSteps, kind: 'number', readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  // Reading and the members / steps / files of a project: whoever has the screens (rows scoped).
  // Creating: the spec's "manage projects" (admins and customers); the rest is checked per change.
  access: { read: 'canViewAllProjects', write: 'canViewAllProjects', create: 'canManageProjects' },
  log: 'project',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});

/**
 * A project as answers carry it: the declaration's fields, with the items of its computed lists
 * as the server writes them (projectReplies.ts) and its computed figures, always answered.
 */
export type ProjectRecord = RecordOf<
  typeof projectsResource,
  {
    /** Team members' ids, the manager and the customer not counted. */
    members: number[];
    memberUsers: ProjectPerson[];
    attachments: string[];
    attachmentFiles: AttachmentFile[];
    steps: ProjectStep[];
    /** Rounded percentage of completed steps. */
    progress: number;
    stepCount: number;
    completedSteps: number;
    createdAt: string;
    updatedAt: string;
  }
>;
