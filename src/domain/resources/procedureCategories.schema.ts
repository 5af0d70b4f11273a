import { z } from 'zod';
import { procedures as texts } from '../../i18n/tr/procedures';

/**
 * The body of a procedure category (001 section 5): the name is required after trimming; the
 * description is labelled required on the screen but not checked, and a blank one is kept as none.
 */
export const procedureCategorySchema = z.object({
  name: z.string({ error: texts.categoryNameRequired }).trim().min(1, texts.categoryNameRequired).max(120),
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((value) => value || null),
});
