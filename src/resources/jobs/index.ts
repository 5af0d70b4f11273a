import { createElement, lazy, type ComponentType } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { FieldInputProps, ResourceOverride } from '../generic/resourceOverride';

type Slots = typeof import('./jobListSlots');

/** A slot of the list, loaded with the list: the shell's first load stays small. */
const slot = (name: keyof Slots) => lazy(() => import('./jobListSlots').then((m) => ({ default: m[name] as ComponentType })));

const JobShowPage = lazy(() => import('./JobShowPage').then((m) => ({ default: m.JobShowPage })));
type FormSlots = typeof import('./jobFormSlots');

/** An input of the form, loaded when the form opens. */
const input = (name: Exclude<keyof FormSlots, 'JobFormScope'>) => lazy(() => import('./jobFormSlots').then((m) => ({ default: m[name] as ComponentType<FieldInputProps> })));
const JobFormScope = lazy(() => import('./jobFormSlots').then((m) => ({ default: m.JobFormScope })));
const DayInput = lazy(() => import('./jobListSlots').then((m) => ({ default: m.DayInput })));

/** The pricing pages (prices and payments of jobs), registered as bespoke pages in adminRoutes. */
export { AllPaymentsPage, PricingPage } from './pricing';

const c = jobScreens.columns;
const f = jobScreens.filters;

/**
 * 'İş Listesi' (001 section 2.2) is the generated list of jobs: its columns, filters, search, export
 * and import come from the declaration. The slots draw what the spec shows otherwise: columns that
 * group fields, photo thumbnails and ordered operations, phone cards, the photo and operation
 * dialogs, the delete that removes photos first, the day range filter. The form is the generated
 * one over the declared schema; its inputs draw the bench, minutes, people, project, price and
 * photos the spec's way, and its scope uploads the photos and sends the spec's body.
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
  formTitles: { create: jobScreens.form.createTitle, edit: jobScreens.form.editTitle },
  // The spec's form (001 section 2.3): no title, deadline or notes; photos only on a new job.
  formFields: ['description', 'workstationId', 'estimatedHours', 'quantity', 'priority', 'status', 'assignedTo', 'customerName', 'customerId', 'projectId', 'unitPrice', 'attachments'],
  inputs: {
    workstationId: input('JobBenchInput'),
    estimatedHours: input('JobMinutesInput'),
    status: input('JobStatusInput'),
    assignedTo: input('JobOperatorInput'),
    customerName: input('JobCustomerInput'),
    customerId: input('NoInput'),
    projectId: input('JobProjectField'),
    unitPrice: input('JobPriceInput'),
    attachments: input('JobPhotosInput'),
  },
  lockedInputs: { customerName: input('JobLockedCustomer') },
  formScope: JobFormScope,
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
  // Its title, state and priority always show; these follow the column choice.
  cardFollowsColumns: ['customer', 'quantity', 'unitPrice', 'totalPrice', 'operations', 'attachments'],
  cardOpens: false,
  rowActions: slot('JobRowActions'),
  deleteAction: slot('JobDeleteButton'),
  listActions: slot('JobListTools'),
  live: true,
  listTexts: { search: f.search, empty: jobScreens.empty, none: jobScreens.none },
};
