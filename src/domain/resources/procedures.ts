import { procedures as texts } from '../../i18n/tr/procedures';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { procedureSchema } from './procedures.schema';

const f = texts.fields;

/**
 * Procedures (001 sections 2.7, 3, 4, 7): POST /v1/procedures/procedures and, beyond the old
 * client, GET / PUT / DELETE by id. Active or passive (isActive), toggled in the edit dialog.
 * Its list is the bespoke page /admin/dashboard/procedure-management, by category (src/resources/procedures).
 */
export const proceduresResource = defineResource({
  name: 'procedures',
  label: texts.title,
  route: 'dashboard/procedure-management',
  path: '/procedures/procedures',
  envelope: 'data',
  idField: 'id',
  table: 'procedures',
  updatedAtColumn: 'updated_at',
  transfer: false,
  loadSchema: () => import('./procedures.schema').then((m) => m.procedureSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'title', label: f.title, kind: 'text', list: true, searchable: true, sortable: true },
    { source: 'description', label: f.description, kind: 'longText', list: true, searchable: true },
    { source: 'categoryId', column: 'category_id', label: f.category, kind: 'reference', reference: 'procedureCategories', filter: true },
    { source: 'categoryName', label: f.name, kind: 'text', readOnly: true, computed: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'isActive', column: 'is_active', label: f.status, kind: 'boolean', list: true, filter: true, defaultValue: true },
  ],
  access: { read: 'canAccessProcedures', write: 'canAccessProcedures' },
  log: 'procedure',
  messages: {
    created: texts.procedureCreated,
    updated: texts.procedureUpdated,
    deleted: texts.procedureDeleted,
    createFailed: texts.procedureAddError,
    updateFailed: texts.procedureUpdateFailed,
    deleteFailed: texts.procedureDeleteFailed,
  },
  defaultSort: { field: 'id', order: 'ASC' },
});

export type ProcedureRecord = RecordOf<typeof proceduresResource>;
