import { activities as texts } from '../../i18n/tr/activities';
import { defineResource } from './declaration';
import type { activityBodySchema, ActivityMetadata } from './activities.schema';
import type { ActivityFile } from './projectReplies';
import type { RecordOf } from './recordOf';

export const ACTIVITY_TYPES = ['note', 'comment', 'mail', 'phone', 'link', 'materials', 'procedure', 'image', 'pdf'] as const;
export type ActivityTypeValue = (typeof ACTIVITY_TYPES)[number];

const f = texts.fields;

/**
 * A project's activities, per step (001 sections 2.5, 3): notes, comments, mails, calls, links,
 * material lists, procedures, and image and PDF uploads with their files. Row-scoped through
 * their project (server/resourceRules/activities.ts).
 */
export const activitiesResource = defineResource({
  name: 'activities',
  label: texts.title,
  route: 'dashboard/activities',
  path: '/activities',
  envelope: 'activities',
  recordEnvelope: 'activity',
  idField: 'id',
  table: 'activities',
  updatedAtColumn: 'updated_at',
  screens: false,
  transfer: false,
  loadSchema: () => import('./activities.schema').then((m) => m.activityBodySchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'projectId', column: 'project_id', label: f.projectId, kind: 'reference', reference: 'projects', filter: true },
    { source: 'stepTemplateId', column: 'step_template_id', label: f.stepTemplateId, kind: 'id', filter: true },
    { source: 'type', label: f.type, kind: 'choice', list: true, filter: true, choices: ACTIVITY_TYPES.map((t) => ({ id: t, db: t, label: texts.types[t] })) },
    { source: 'title', label: f.title, kind: 'text', list: true, searchable: true },
    { source: 'content', label: f.content, kind: 'longText', searchable: true },
    { source: 'metadata', label: f.metadata, kind: 'object' },
    { source: 'createdBy', column: 'created_by', label: f.createdBy, kind: 'id', lookup: 'users', readOnly: true },
    { source: 'createdByName', label: f.createdByName, kind: 'text', readOnly: true, computed: true },
    { source: 'attachments', label: f.attachments, kind: 'list', readOnly: true, computed: true },
    { source: 'commentCount', label: f.commentCount, kind: 'number', readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true },
  ],
  access: { read: 'canViewAllProjects', write: 'canViewAllProjects' },
  log: 'activity',
  messages: { created: texts.created, updated: texts.updated, deleted: texts.deleted },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});

/** An activity as answers carry it: its metadata read by its type's schema, its files as the upload routes list them. */
export type ActivityRecord = RecordOf<typeof activitiesResource, { metadata: ActivityMetadata; attachments: ActivityFile[]; commentCount: number; createdAt: string; updatedAt: string }>;
