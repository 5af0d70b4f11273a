import { MAX_PRICE, toKurus } from '../../domain/resources/jobValues';
import type { JobPriority, JobStatus } from '../../domain/resources/jobs';
import { parseTurkishNumber, turkishNumberText } from '../../domain/turkishNumber';
import { jobs as texts } from '../../i18n/tr/jobs';
import { validation } from '../../i18n/tr/validation';
import { hoursForCreate, hoursForEdit, minutesOf } from './jobHours';
import type { JobRecord } from './jobRecord';

/** The new and edit job forms (001 sections 2.3, 5). Number inputs are kept as typed. */
export interface JobFormValues {
  description: string;
  workstationId: number | '';
  processingMinutes: string;
  quantity: string;
  priority: JobPriority;
  status: JobStatus;
  assignedTo: number | '';
  customerId: number | null;
  customerName: string;
  unitPrice: string;
}

export type JobFormErrors = Partial<Record<'processingMinutes' | 'quantity' | 'unitPrice', string>>;

/** Names shown next to the ids, sent along as the spec's form does. */
export interface JobFormNames {
  workstationName?: string;
  assignedToName?: string;
}

const v = texts.validation;

export const emptyJobForm = (operatorId: number | '' = ''): JobFormValues => ({
  description: '',
  workstationId: '',
  processingMinutes: '',
  quantity: '1',
  priority: 'medium',
  status: 'pending',
  assignedTo: operatorId,
  customerId: null,
  customerName: '',
  unitPrice: '',
});

export const jobFormOf = (job: JobRecord): JobFormValues => ({
  description: job.description ?? '',
  workstationId: job.workstationId ?? '',
  processingMinutes: turkishNumberText(minutesOf(job.estimatedHours)),
  quantity: turkishNumberText(job.quantity ?? 1),
  priority: job.priority,
  status: job.status,
  assignedTo: job.assignedTo ?? '',
  customerId: job.customerId ?? null,
  customerName: job.customerName ?? job.customer ?? '',
  unitPrice: job.unitPrice == null ? '' : turkishNumberText(Number(job.unitPrice), 2),
});

/** Typed the Turkish way (1.234,5); null when blank, NaN when unreadable. */
const numberOf = parseTurkishNumber;

/** The field rules of section 5: time at least 1 minute, quantity at least 1, price ≥ 0 in steps of 0.01. */
export const jobFormErrors = (values: JobFormValues): JobFormErrors => {
  const errors: JobFormErrors = {};
  const minutes = numberOf(values.processingMinutes);
  if (Number.isNaN(minutes)) errors.processingMinutes = validation.numberUnreadable;
  else if (minutes !== null && !(minutes >= 1)) errors.processingMinutes = v.processingTimeMin;
  const quantity = numberOf(values.quantity);
  if (Number.isNaN(quantity)) errors.quantity = validation.numberUnreadable;
  else if (quantity === null || !Number.isInteger(quantity) || quantity < 1) errors.quantity = v.quantityMin;
  else if (quantity > 100_000) errors.quantity = v.quantityMax;
  const price = numberOf(values.unitPrice);
  if (price !== null) {
    if (Number.isNaN(price)) errors.unitPrice = validation.numberUnreadable;
    else if (!(price >= 0)) errors.unitPrice = v.priceNegative;
    else if (price > MAX_PRICE) errors.unitPrice = v.priceMax;
    else if (Math.abs(price * 100 - toKurus(price)) > 1e-6) errors.unitPrice = v.priceStep;
  }
  return errors;
};

/** Description, bench and time always; operator and customer when the user may pick them. */
export const missingRequired = (values: JobFormValues, privileged: boolean): boolean =>
  !values.description.trim() ||
  values.workstationId === '' ||
  values.processingMinutes.trim() === '' ||
  (privileged && (values.assignedTo === '' || (values.customerId === null && !values.customerName.trim())));

export const canSaveJob = (values: JobFormValues, privileged: boolean): boolean =>
  !missingRequired(values, privileged) && Object.keys(jobFormErrors(values)).length === 0;

/** Total = quantity × unit price, computed in kuruş so 0.1 + 0.2 never shows; null when either is missing. */
export const totalPriceOf = (quantity: string, unitPrice: string): number | null => {
  const q = numberOf(quantity);
  const p = numberOf(unitPrice);
  if (q === null || p === null || !Number.isFinite(q) || !Number.isFinite(p)) return null;
  return (toKurus(p) * q) / 100;
};

const common = (values: JobFormValues, names: JobFormNames) => ({
  description: values.description.trim(),
  workstationId: values.workstationId,
  workstationName: names.workstationName,
  quantity: numberOf(values.quantity),
  priority: values.priority,
});

const privilegedFields = (values: JobFormValues, names: JobFormNames) => {
  const price = numberOf(values.unitPrice);
  return {
    assignedTo: values.assignedTo,
    assignedToName: names.assignedToName,
    customerId: values.customerId,
    customerName: values.customerName.trim(),
    unitPrice: price,
    totalPrice: price === null ? null : totalPriceOf(values.quantity, values.unitPrice),
  };
};

const withoutEmpty = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** POST /v1/jobs: hours rounded up; others send operator null and an empty customer (section 5). */
export const createJobBody = (values: JobFormValues, names: JobFormNames, privileged: boolean, attachments: string[]): Record<string, unknown> => ({
  ...withoutEmpty({ ...common(values, names), ...(privileged ? privilegedFields(values, names) : {}) }),
  estimatedHours: hoursForCreate(numberOf(values.processingMinutes) ?? Number.NaN),
  ...(privileged ? {} : { assignedTo: null, customerName: '' }),
  ...(attachments.length ? { attachments } : {}),
});

/** PUT /v1/jobs/:id: exact hours, any status, and empty or undefined fields left out. */
export const editJobBody = (values: JobFormValues, names: JobFormNames, privileged: boolean): Record<string, unknown> =>
  withoutEmpty({
    ...common(values, names),
    status: values.status,
    estimatedHours: values.processingMinutes.trim() === '' ? undefined : hoursForEdit(numberOf(values.processingMinutes) ?? Number.NaN),
    ...(privileged ? privilegedFields(values, names) : {}),
  });
