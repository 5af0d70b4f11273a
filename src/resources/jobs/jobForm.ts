import { z } from 'zod';
import type { JobPriority, JobStatus } from '../../domain/resources/jobs';
import { jobSchema } from '../../domain/resources/jobs.schema';
import { parseTurkishNumber, turkishNumberText } from '../../domain/turkishNumber';
import { jobs as texts } from '../../i18n/tr/jobs';
import { validation } from '../../i18n/tr/validation';
import { hoursForEdit, minutesOf } from './jobHours';
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
  /** The project the job belongs to; null for none. */
  projectId: number | null;
  unitPrice: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

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
  projectId: null,
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
  projectId: job.projectId ?? null,
  unitPrice: job.unitPrice == null ? '' : turkishNumberText(Number(job.unitPrice), 2),
});

/**
 * A number typed the Turkish way, checked by the declared rule of the body field it becomes
 * (blank is what that rule makes of a missing value); unreadable text is refused, never guessed.
 */
const typedNumber = (rule: z.ZodType, toBody: (n: number) => number = (n) => n) =>
  z.string().superRefine((text, ctx) => {
    const n = parseTurkishNumber(text);
    const message = Number.isNaN(n) ? validation.numberUnreadable : rule.safeParse(n === null ? undefined : toBody(n)).error?.issues[0]?.message;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const picked = (rule: z.ZodType) => z.preprocess((value) => (value === '' ? undefined : value), rule);

/**
 * The form's rules: the declared job body's (jobs.schema.ts) read through the form's shape, the
 * time in minutes checked as the hours it is sent as. Only 001 section 5's own rule is added:
 * roles 3 and 4 must pick the operator and name the customer.
 */
export const jobFormSchema = (privileged: boolean, body = jobSchema) =>
  z
    .object({
      description: body.shape.description,
      workstationId: picked(body.shape.workstationId),
      processingMinutes: typedNumber(body.shape.estimatedHours, hoursForEdit),
      quantity: typedNumber(body.shape.quantity.unwrap()),
      priority: body.shape.priority,
      status: body.shape.status,
      assignedTo: picked(body.shape.assignedTo),
      customerId: body.shape.customerId,
      customerName: body.shape.customerName,
      projectId: body.shape.projectId,
      unitPrice: typedNumber(body.shape.unitPrice),
    })
    .superRefine((values, ctx) => {
      if (!privileged) return;
      if (values.assignedTo == null) ctx.addIssue({ code: 'custom', path: ['assignedTo'], message: texts.requiredFields });
      if (values.customerId == null && !values.customerName) ctx.addIssue({ code: 'custom', path: ['customerName'], message: texts.requiredFields });
    });

/** Each field's first refusal, as the form shows it under the field. */
export const jobFormErrors = (values: JobFormValues, privileged = false): JobFormErrors => {
  const errors: JobFormErrors = {};
  for (const issue of jobFormSchema(privileged).safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof JobFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
};

export const canSaveJob = (values: JobFormValues, privileged: boolean): boolean => jobFormSchema(privileged).safeParse(values).success;

/** Description, bench and time always; operator and customer when the user may pick them ('Lütfen tüm gerekli alanları doldurun'). */
export const missingRequired = (values: JobFormValues, privileged: boolean): boolean =>
  !values.description.trim() ||
  values.workstationId === '' ||
  values.processingMinutes.trim() === '' ||
  (privileged && (values.assignedTo === '' || (values.customerId === null && !values.customerName.trim())));
