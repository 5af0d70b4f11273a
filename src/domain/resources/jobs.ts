import { jobs as texts } from '../../i18n/tr/jobs';
import { canSeePrices } from '../permissions';
import { defineResource } from './declaration';
import type { jobSchema } from './jobs.schema';

export const JOB_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export const JOB_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobPriority = (typeof JOB_PRIORITIES)[number];


const statusChoices = JOB_STATUSES.map((s) => ({ id: s, db: s, label: texts.statuses[s] }));
const priorityChoices = JOB_PRIORITIES.map((p) => ({ id: p, db: p, label: texts.priorities[p] }));
const f = texts.fields;
const privileged = canSeePrices;

/** Jobs (work orders) on a bench, with operations, photos and prices (001 sections 2.2, 2.3, 3-9). */
export const jobsResource = defineResource({
  name: 'jobs',
  label: texts.title,
  route: 'dashboard/list-jobs',
  path: '/jobs',
  envelope: 'jobs',
  idField: 'id',
  table: 'jobs',
  updatedAtColumn: 'updated_at',
  loadSchema: () => import('./jobs.schema').then((m) => m.jobSchema),
  fields: [
    { source: 'id', label: 'ID', kind: 'id', list: true, readOnly: true, sortable: true },
    { source: 'title', label: f.title, kind: 'text', searchable: true, sortable: true },
    { source: 'description', label: f.description, kind: 'longText', list: true, searchable: true },
    { source: 'customer', column: 'customer_name', label: f.customer, kind: 'text', list: true, readOnly: true, sortable: true, exported: false },
    { source: 'customerName', column: 'customer_name', label: f.customerName, kind: 'text', searchable: true, editableBy: { allowed: privileged, message: texts.customerLocked } },
    { source: 'customerId', column: 'customer_id', label: f.customerId, kind: 'id', lookup: 'users', filter: true, editableBy: { allowed: privileged, message: texts.customerLocked } },
    { source: 'workstationId', column: 'workstation_id', label: f.workstationId, kind: 'reference', reference: 'counters', filter: true },
    // Row-scoped on the server: set only to a project the writer sees (server/services/jobs/jobRules.ts).
    { source: 'projectId', column: 'project_id', label: f.projectId, kind: 'reference', reference: 'projects', filter: true, editableBy: { allowed: privileged, message: texts.projectLocked } },
    // The form sends the bench's name along (the spec's body); the server stores the bench's own.
    { source: 'workstationName', column: 'workstation_name', label: f.workstationName, kind: 'text', list: true, serverFilled: true, sortable: true },
    { source: 'status', label: f.status, kind: 'choice', list: true, filter: true, sortable: true, choices: statusChoices, defaultValue: 'pending' },
    { source: 'priority', label: f.priority, kind: 'choice', list: true, filter: true, sortable: true, choices: priorityChoices, defaultValue: 'medium' },
    { source: 'assignedTo', column: 'assigned_to', label: f.assignedTo, kind: 'id', lookup: 'users', filter: true, editableBy: { allowed: privileged, message: texts.operatorLocked } },
    { source: 'assignedToName', label: f.assignedToName, kind: 'text', list: true, computed: true },
    { source: 'createdBy', column: 'created_by', label: f.createdBy, kind: 'id', lookup: 'users', readOnly: true },
    { source: 'createdByName', label: f.createdByName, kind: 'text', readOnly: true, computed: true },
    { source: 'quantity', label: f.quantity, kind: 'number', list: true, sortable: true, defaultValue: 1 },
    { source: 'unitPrice', column: 'unit_price', label: f.unitPrice, kind: 'money', list: true, sortable: true, visibleTo: privileged, editableBy: { allowed: privileged, message: texts.priceLocked } },
    // Kept by the database as quantity × unit_price; a body may send it only to have it checked.
    { source: 'totalPrice', column: 'total_price', label: f.totalPrice, kind: 'money', list: true, serverFilled: true, sortable: true, visibleTo: privileged, editableBy: { allowed: privileged, message: texts.priceLocked } },
    { source: 'estimatedHours', column: 'estimated_hours', label: f.estimatedHours, kind: 'number', sortable: true },
    // The hours the shop floor's taps add up over the job's operations (issue 26): 0 until one starts.
    { source: 'actualHours', label: f.actualHours, kind: 'number', readOnly: true, computed: true },
    { source: 'deadline', label: f.deadline, kind: 'dateTime', sortable: true },
    { source: 'notes', label: f.notes, kind: 'longText' },
    // Sent as operation ids in the job's order, answered as objects; the behaviour keeps them.
    { source: 'operations', label: f.operations, kind: 'list', computed: true },
    { source: 'attachments', label: f.attachments, kind: 'list', computed: true },
    { source: 'thumbnails', label: f.thumbnails, kind: 'list', readOnly: true, computed: true, exported: false },
    { source: 'createdAt', column: 'created_at', label: f.createdAt, kind: 'dateTime', list: true, readOnly: true, sortable: true },
    { source: 'updatedAt', column: 'updated_at', label: f.updatedAt, kind: 'dateTime', readOnly: true, sortable: true },
    // First set in progress or completed (kept by the database); an employee's delete looks at it.
    { source: 'startedAt', column: 'started_at', label: f.startedAt, kind: 'dateTime', readOnly: true },
    { source: 'completedAt', column: 'completed_at', label: f.completedAt, kind: 'dateTime', readOnly: true, sortable: true },
    { source: 'paidAt', column: 'paid_at', label: f.paidAt, kind: 'dateTime', readOnly: true },
  ],
  access: { read: 'canAccessJobs', write: 'canAccessJobs', create: 'canCreateJobs' },
  log: 'job',
  messages: {
    created: texts.created,
    updated: texts.updated,
    deleted: texts.deleted,
    createFailed: texts.createFailed,
    updateFailed: texts.updateFailed,
    deleteFailed: texts.deleteFailed,
    loadFailed: texts.loadFailed,
  },
  defaultSort: { field: 'createdAt', order: 'DESC' },
});
