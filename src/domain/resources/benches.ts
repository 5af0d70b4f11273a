import { counters as texts } from '../../i18n/tr/counters';
import { defineResource } from './declaration';
import type { RecordOf } from './recordOf';
import type { benchSchema } from './benches.schema';

const statusChoices = [
  { id: 'Aktif', db: 1, aliases: ['1', true, 'active'], wire: 1 },
  { id: 'Pasif', db: 0, aliases: ['0', false, 'inactive'], wire: 0 },
] as const;

/** Benches (counters): the first declared resource, 000 sections 2, 3, 5, 7. */
export const benchesResource = defineResource({
  name: 'counters',
  label: texts.title,
  route: 'dashboard/counters',
  path: '/counters',
  envelope: 'data',
  idField: 'id',
  table: 'counters',
  updatedAtColumn: 'updated_at',
  loadSchema: () => import('./benches.schema').then((m) => m.benchSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', list: true, readOnly: true, sortable: true },
    { source: 'name', label: texts.fields.name, kind: 'text', list: true, searchable: true, sortable: true, unique: { ignoreCase: true, message: texts.duplicateName } },
    { source: 'status', label: texts.fields.status, kind: 'choice', list: true, filter: true, sortable: true, choices: statusChoices, defaultValue: 'Aktif' },
    { source: 'createdAt', column: 'created_at', label: texts.fields.createdAt, kind: 'dateTime', readOnly: true, sortable: true },
  ],
  // Job screens pick a bench, so job users read the list; the benches page stays admin only.
  access: { read: 'canAccessJobs', write: 'canAccessCounters', screen: 'canAccessCounters' },
  log: 'counter',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
  },
  defaultSort: { field: 'id', order: 'ASC' },
});

/** A bench as answers carry it, derived from the declaration (the bench screens use it). */
export type BenchRecord = RecordOf<typeof benchesResource>;
export type BenchStatus = BenchRecord['status'];
