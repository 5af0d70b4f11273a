import { templates } from '../../i18n/tr/templates';
import { defineResource } from './declaration';
import type { projectTemplateSchema } from './projectTemplates.schema';

const texts = templates.projects;

/** Project templates: an ordered list of step templates a new project starts from (001 sections 2.4, 3, 7). */
export const projectTemplatesResource = defineResource({
  name: 'projectTemplates',
  label: texts.title,
  route: 'dashboard/project-templates',
  path: '/project-templates',
  envelope: 'templates',
  recordEnvelope: 'template',
  idField: 'id',
  table: 'project_templates',
  updatedAtColumn: 'updated_at',
  screens: false,
  transfer: false,
  loadSchema: () => import('./projectTemplates.schema').then((m) => m.projectTemplateSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: texts.fields.name, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'description', label: texts.fields.description, kind: 'longText', list: true },
    // Step template ids in order, kept in project_template_steps by the behaviour.
    { source: 'steps', label: texts.fields.steps, kind: 'list', reference: 'stepTemplates', computed: true, pick: { label: texts.pickStep, empty: texts.noSteps, filter: { status: 'active' } } },
    { source: 'stepNames', label: texts.fields.stepNames, kind: 'list', readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: texts.fields.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: texts.fields.updatedAt, kind: 'dateTime', readOnly: true },
  ],
  access: { read: 'canViewAllProjects', write: 'canManageTemplates' },
  log: 'projectTemplate',
  messages: { created: texts.created, updated: texts.updated, deleted: texts.deleted, createFailed: texts.createFailed, updateFailed: texts.updateFailed, deleteFailed: texts.deleteFailed },
  defaultSort: { field: 'id', order: 'ASC' },
});
