import { templates } from '../../i18n/tr/templates';
import { defineResource } from './declaration';
import type { stepTemplateSchema } from './stepTemplates.schema';

const texts = templates.steps;

/** Step templates: the shop's catalogue of project steps (001 sections 2.4, 3, 7). */
export const stepTemplatesResource = defineResource({
  name: 'stepTemplates',
  label: texts.title,
  route: 'dashboard/step-templates',
  path: '/step-templates',
  envelope: 'templates',
  recordEnvelope: 'template',
  idField: 'id',
  table: 'step_templates',
  updatedAtColumn: 'updated_at',
  // Managed in the dialogs of the projects page.
  screens: false,
  transfer: false,
  loadSchema: () => import('./stepTemplates.schema').then((m) => m.stepTemplateSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: texts.fields.name, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'description', label: texts.fields.description, kind: 'longText', list: true },
    { source: 'status', label: texts.fields.status, kind: 'choice', list: true, filter: true, defaultValue: 'active', choices: [{ id: 'active', db: 'active', label: texts.statuses.active }, { id: 'inactive', db: 'inactive', label: texts.statuses.inactive }] },
    { source: 'createdAt', column: 'created_at', label: texts.fields.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: texts.fields.updatedAt, kind: 'dateTime', readOnly: true },
  ],
  access: { read: 'canViewAllProjects', write: 'canManageTemplates' },
  log: 'stepTemplate',
  messages: { created: texts.created, updated: texts.updated, deleted: texts.deleted, createFailed: texts.createFailed, updateFailed: texts.updateFailed, deleteFailed: texts.deleteFailed, inUse: texts.inUse },
  defaultSort: { field: 'id', order: 'ASC' },
});
