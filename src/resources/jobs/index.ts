import { createElement, lazy, type ComponentType } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { ResourceOverride } from '../generic/resourceOverride';

type Slots = typeof import('./jobListSlots');

/** A slot of the list, loaded with the list: the shell's first load stays small. */
const slot = (name: keyof Slots) => lazy(() => import('./jobListSlots').then((m) => ({ default: m[name] as ComponentType })));

const JobShowPage = lazy(() => import('./JobShowPage').then((m) => ({ default: m.JobShowPage })));
const JobFormDialog = lazy(() => import('./JobFormDialog').then((m) => ({ default: m.JobFormDialog })));
const DayInput = lazy(() => import('./jobListSlots').then((m) => ({ default: m.DayInput })));

const c = jobScreens.columns;
const f = jobScreens.filters;

/**
 * 'İş Listesi' (001 section 2.2) is the generated list of jobs: its columns, filters, search, export
 * and import come from the declaration. The slots draw what the spec shows otherwise: columns that
 * group fields, photo thumbnails and ordered operations, phone cards, the photo and operation
 * dialogs, the delete that removes photos first, the day range filter and the job form's dialog.
 * A job's own page (notes, photos, operations in order) opens from its row.
 */
export const jobsOverride: ResourceOverride = {
  show: JobShowPage,
  create: false,
  edit: false,
  icon: AssignmentIcon,
  recordRepresentation: (record) => String(record.title || record.description || record.id),
  heading: { title: jobs.title, subtitle: jobScreens.subtitle, icon: createElement(AssignmentIcon) },
  createLabel: jobs.addButton,
  forms: 'dialog',
  createDialog: JobFormDialog,
  editDialog: JobFormDialog,
  columns: [
    { source: 'id', label: c.job, cell: slot('JobSummaryCell') },
    { source: 'customer', label: `${c.customer} / ${c.workstation}`, cell: slot('JobCustomerCell') },
    { source: 'status', label: c.status, cell: slot('JobStateCell') },
    'quantity',
    'unitPrice',
    'totalPrice',
    { source: 'attachments', label: c.photos, cell: slot('JobThumbnailsCell') },
    { source: 'operations', label: c.operations, cell: slot('JobOperationsCell') },
  ],
  filters: [
    'workstationId',
    'status',
    createElement(DayInput, { key: 'startDate', source: 'startDate', label: f.startDate, alwaysOn: true }),
    createElement(DayInput, { key: 'endDate', source: 'endDate', label: f.endDate, alwaysOn: true }),
  ],
  card: slot('JobCard'),
  cardOpens: false,
  rowActions: slot('JobRowActions'),
  deleteAction: slot('JobDeleteButton'),
  listActions: slot('JobListTools'),
  listTexts: { search: f.search, empty: jobScreens.empty },
};
