import { procedures as texts } from '../../i18n/tr/procedures';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { ProcedureRecord } from './procedures';
import type { procedureCategorySchema } from './procedureCategories.schema';

const f = texts.fields;

/**
 * Procedure categories (001 sections 2.7, 3, 7): POST /v1/procedures/categories and, beyond the
 * old client, GET / PUT / DELETE by id. Deleting one deletes its procedures (the database cascades).
 * Its generated list, with the page's slots, is the procedures resource's page (src/resources/procedures).
 */
export const procedureCategoriesResource = defineResource({
  name: 'procedureCategories',
  label: texts.categoryTitle,
  route: 'dashboard/procedure-management/categories',
  path: '/procedures/categories',
  envelope: 'data',
  idField: 'id',
  table: 'procedure_categories',
  updatedAtColumn: 'updated_at',
  screens: false,
  transfer: false,
  loadSchema: () => import('./procedureCategories.schema').then((m) => m.procedureCategorySchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', readOnly: true, sortable: true },
    { source: 'name', label: f.name, kind: 'text', list: true, searchable: true, sortable: true, markedRequired: true, unique: { ignoreCase: true, message: texts.categoryDuplicate } },
    // Labelled required as the spec's form draws it; the schema keeps a blank one as none (001 section 5).
    { source: 'description', label: f.description, kind: 'longText', list: true, searchable: true, markedRequired: true },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'procedures', label: f.procedures, kind: 'list', readOnly: true, computed: true },
    { source: 'procedureCount', label: f.procedureCount, kind: 'number', readOnly: true, computed: true },
  ],
  access: { read: 'canAccessProcedures', write: 'canAccessProcedures' },
  log: 'procedureCategory',
  messages: {
    created: texts.categoryCreated,
    updated: texts.categoryUpdated,
    deleted: texts.categoryDeleted,
    createFailed: texts.categoryAddError,
    updateFailed: texts.categoryUpdateFailed,
    deleteFailed: texts.categoryDeleteFailed,
    loadFailed: texts.categoriesLoadFailed,
    invalid: texts.fillAll,
  },
  defaultSort: { field: 'name', order: 'ASC' },
});

/** A category as answered, its procedures in full (001 section 3). */
export type ProcedureCategoryRecord = RecordOf<typeof procedureCategoriesResource, { procedures: ProcedureRecord[] }>;
