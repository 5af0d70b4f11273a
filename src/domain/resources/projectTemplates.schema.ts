import { z } from 'zod';
import { templates } from '../../i18n/tr/templates';

const t = templates.projects;
const stepRef = z.coerce.number({ error: t.stepsInvalid }).int(t.stepsInvalid).positive(t.stepsInvalid).max(2_147_483_647, t.stepsInvalid);

export const projectTemplateSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  /** Step template ids in the template's order. */
  steps: z.array(stepRef, { error: t.stepsInvalid }).max(100).refine((ids) => new Set(ids).size === ids.length, t.stepsDuplicate).optional(),
});
