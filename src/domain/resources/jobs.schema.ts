import { z } from 'zod';
import { jobs as texts } from '../../i18n/tr/jobs';
import { JOB_PRIORITIES, JOB_STATUSES } from './jobs';
import { idRef, moneySchema, operationRef, photoKeySchema } from './jobValues';
import { dayOrInstant } from '../validation/dates';

const v = texts.validation;

/** The body of a job (001 sections 2.3 and 5). */
export const jobSchema = z.object({
  title: z.string().trim().max(200).nullable().optional(),
  description: z.string({ error: v.descriptionRequired }).trim().min(1, v.descriptionRequired).max(5000),
  status: z.enum(JOB_STATUSES).optional(),
  priority: z.enum(JOB_PRIORITIES).optional(),
  workstationId: idRef(v.workstationRequired),
  /** Accepted from the form; the server stores the bench's own name. */
  workstationName: z.string().max(200).nullable().optional(),
  /** Hours exactly as the client sends them (create: minutes / 60 rounded up, edit: minutes / 60). */
  estimatedHours: z.coerce.number({ error: v.processingTimeMin }).min(1 / 60 - 1e-9, v.processingTimeMin).max(100_000, v.processingTimeMax),
  quantity: z.coerce.number({ error: v.quantityMin }).int(v.quantityMin).min(1, v.quantityMin).max(100_000, v.quantityMax).optional(),
  unitPrice: moneySchema.nullable().optional(),
  /** Checked against quantity × unitPrice, never stored as sent. */
  totalPrice: moneySchema.nullable().optional(),
  assignedTo: idRef(v.operatorInvalid).nullable().optional(),
  /** Accepted from the form; answers carry the operator's current name. */
  assignedToName: z.string().max(200).nullable().optional(),
  customerId: idRef(v.customerInvalid).nullable().optional(),
  customerName: z.string().trim().max(200).nullable().optional(),
  /** The project the job belongs to, if any; null takes it out of its project. */
  projectId: idRef(v.projectInvalid).nullable().optional(),
  deadline: dayOrInstant(v.dateInvalid).nullable().optional(),
  notes: z.string().max(5000).nullable().optional(),
  /** Photo keys in display order, with or without the 'images/' prefix. */
  attachments: z.array(photoKeySchema).max(50).optional(),
  /** Operation ids (or {_id | operationId} objects) in the job's order. */
  operations: z.array(operationRef).max(100).optional(),
});
