import { toKurus } from '../../domain/resources/jobValues';
import { hoursForCreate } from './jobHours';
import type { JobRecord } from './jobRecord';

/** The job form's values as the declared schema read them: numbers parsed, text trimmed. */
export type JobFormValues = Partial<Pick<JobRecord, 'description' | 'workstationId' | 'estimatedHours' | 'quantity' | 'priority' | 'status' | 'assignedTo' | 'customerId' | 'customerName' | 'projectId' | 'unitPrice'>>;

/** Names shown next to the ids, sent along as the spec's form does. */
export interface JobFormNames {
  workstationName?: string;
  assignedToName?: string;
}

/** Total = quantity × unit price, computed in kuruş so 0.1 + 0.2 never shows; null when either is missing. */
export const totalPriceOf = (quantity: number | null | undefined, unitPrice: number | null | undefined): number | null => {
  if (quantity == null || unitPrice == null || !Number.isFinite(quantity) || !Number.isFinite(unitPrice)) return null;
  return (toKurus(unitPrice) * quantity) / 100;
};

const common = (values: JobFormValues, names: JobFormNames) => ({
  description: values.description,
  workstationId: values.workstationId,
  workstationName: names.workstationName,
  quantity: values.quantity,
  priority: values.priority,
});

const privilegedFields = (values: JobFormValues, names: JobFormNames) => ({
  assignedTo: values.assignedTo,
  assignedToName: names.assignedToName,
  customerId: values.customerId,
  customerName: values.customerName,
  projectId: values.projectId,
  unitPrice: values.unitPrice,
  totalPrice: values.unitPrice == null ? null : totalPriceOf(values.quantity ?? 1, values.unitPrice),
});

const withoutEmpty = (body: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null && value !== ''));

/** POST /v1/jobs: hours rounded up to whole ones; others send operator null and an empty customer (001 section 5). */
export const createJobBody = (values: JobFormValues, names: JobFormNames, privileged: boolean, attachments: string[]): Record<string, unknown> => ({
  ...withoutEmpty({ ...common(values, names), ...(privileged ? privilegedFields(values, names) : {}) }),
  estimatedHours: hoursForCreate(Math.round((values.estimatedHours ?? Number.NaN) * 60)),
  ...(privileged ? {} : { assignedTo: null, customerName: '' }),
  ...(attachments.length ? { attachments } : {}),
});

/**
 * PUT /v1/jobs/:id: the form's fields only (the job's photos and operations have their own
 * dialogs), exact hours, any status, empty ones left out, except the project, sent even when
 * emptied: null takes the job out of its project.
 */
export const editJobBody = (values: JobFormValues, names: JobFormNames, privileged: boolean): Record<string, unknown> => ({
  ...withoutEmpty({
    ...common(values, names),
    status: values.status,
    estimatedHours: values.estimatedHours,
    ...(privileged ? privilegedFields(values, names) : {}),
  }),
  ...(privileged ? { projectId: values.projectId ?? null } : {}),
});
