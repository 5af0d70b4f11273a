import { operations as texts } from '../../i18n/tr/operations';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { operationSchema } from './operations.schema';

/**
 * Server values are active, inactive and pending (001 section 3); the screen shows Aktif for
 * active and Pasif for the other two, and sends active or inactive.
 */
export const OPERATION_STATUSES = ['active', 'inactive', 'pending'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

const statusChoices = [
  { id: 'active', db: 'active', aliases: ['Aktif'], label: texts.statuses.active },
  { id: 'inactive', db: 'inactive', aliases: ['Pasif', 'passive'], label: texts.statuses.passive },
  { id: 'pending', db: 'pending', label: texts.statuses.passive },
] as const;


/** The catalogue of production operations attached to jobs (001 sections 2.6, 3, 5, 7). */
export const operationsResource = defineResource({
  name: 'operations',
  label: texts.title,
  route: 'dashboard/operations',
  path: '/operations',
  envelope: 'operations',
  idField: '_id',
  table: 'operations',
  updatedAtColumn: 'updated_at',
  loadSchema: () => import('./operations.schema').then((m) => m.operationSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', list: true, readOnly: true, sortable: true },
    { source: 'name', label: texts.fields.name, kind: 'text', list: true, searchable: true, sortable: true, unique: { ignoreCase: true, message: texts.duplicateExisting } },
    { source: 'description', label: texts.fields.description, kind: 'longText', list: true, searchable: true },
    {
      source: 'status',
      label: texts.fields.status,
      kind: 'choice',
      list: true,
      filter: true,
      sortable: true,
      choices: statusChoices,
      defaultValue: 'active',
      filterGroups: { passive: ['inactive', 'pending'], Pasif: ['inactive', 'pending'] },
    },
    // The procedure the operation follows: the operator screen links it beside the operation (issue 26).
    { source: 'procedureId', column: 'procedure_id', label: texts.fields.procedureId, kind: 'reference', reference: 'procedures' },
    { source: 'createdAt', column: 'created_at', label: texts.fields.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  // Employees and masters read the catalogue in the job screens' operation picker; only
  // canAccessOperations (the admin) changes it.
  access: { read: 'canAccessJobs', write: 'canAccessOperations', screen: 'canAccessOperations' },
  log: 'operation',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
    loadFailed: texts.loadFailed,
    inUse: texts.inUse,
  },
  defaultSort: { field: 'id', order: 'ASC' },
});

/** An operation as answered ({operations} with _id; the dataProvider adds id). */
export type OperationRecord = RecordOf<typeof operationsResource, { _id: number }>;
