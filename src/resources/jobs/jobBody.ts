import { toKurus } from '../../domain/resources/jobValues';
import { parseTurkishNumber } from '../../domain/turkishNumber';
import { hoursForCreate, hoursForEdit } from './jobHours';
import type { JobFormValues } from './jobForm';

/** Names shown next to the ids, sent along as the spec's form does. */
export interface JobFormNames {
  workstationName?: string;
  assignedToName?: string;
}

/** Typed the Turkish way (1.234,5); null when blank, NaN when unreadable. */
const numberOf = parseTurkishNumber;

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
    projectId: values.projectId,
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

/**
 * PUT /v1/jobs/:id: exact hours, any status, and empty or undefined fields left out, except the
 * project, sent even when emptied: null takes the job out of its project.
 */
export const editJobBody = (values: JobFormValues, names: JobFormNames, privileged: boolean): Record<string, unknown> => ({
  ...withoutEmpty({
    ...common(values, names),
    status: values.status,
    estimatedHours: values.processingMinutes.trim() === '' ? undefined : hoursForEdit(numberOf(values.processingMinutes) ?? Number.NaN),
    ...(privileged ? privilegedFields(values, names) : {}),
  }),
  ...(privileged ? { projectId: values.projectId } : {}),
});
