import { z } from 'zod';
import { templates } from '../../i18n/tr/templates';

const t = templates.steps;

export const stepTemplateSchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  status: z.enum(['active', 'inactive']).optional(),
});
