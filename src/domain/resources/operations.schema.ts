import { z } from 'zod';
import { operations as texts } from '../../i18n/tr/operations';
import { OPERATION_STATUSES } from './operations';

/** The body of a catalogue operation (001 section 5). */
export const operationSchema = z.object({
  name: z.string({ error: texts.nameRequired }).trim().min(1, texts.nameRequired).max(120),
  description: z.string({ error: texts.descriptionRequired }).trim().min(1, texts.descriptionRequired).max(2000),
  status: z.enum(OPERATION_STATUSES).optional(),
  procedureId: z.number({ error: texts.procedureUnknown }).int(texts.procedureUnknown).positive(texts.procedureUnknown).nullable().optional(),
});
