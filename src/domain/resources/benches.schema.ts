import { z } from 'zod';
import { validation as t } from '../../i18n/tr/validation';

/** The body of a bench: its name (spec texts) and status. */
export const benchSchema = z.object({
  name: z.string({ error: t.counterNameRequired }).trim().min(1, t.counterNameRequired).min(2, t.counterNameMin).max(120),
  status: z.enum(['Aktif', 'Pasif']).optional(),
});
