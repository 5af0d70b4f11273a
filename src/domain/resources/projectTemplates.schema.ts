import { z } from 'zod';
import { templates } from '../../i18n/tr/templates';
import { rowId } from '../validation/wholeNumbers';

const t = templates.projects;
const stepRef = rowId(t.stepsInvalid);

export const projectTemplateSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  /** Step template ids in the template's order. */
  steps: z.array(stepRef, { error: t.stepsInvalid }).max(100).refine((ids) => new Set(ids).size === ids.length, t.stepsDuplicate).optional(),
});
