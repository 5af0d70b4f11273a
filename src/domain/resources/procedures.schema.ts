import { z } from 'zod';
import { procedures as texts } from '../../i18n/tr/procedures';
import { rowId } from '../validation/wholeNumbers';

/**
 * The body of a procedure (001 section 5): a category and a title are required. The description
 * may be left out (the add dialog sends it only when written); when sent it must say something,
 * which is what the edit dialog requires.
 */
export const procedureSchema = z.object({
  categoryId: rowId(texts.categoryRequired),
  title: z.string({ error: texts.titleRequired }).trim().min(1, texts.titleRequired).max(200),
  description: z.string({ error: texts.descriptionRequired }).trim().min(1, texts.descriptionRequired).max(4000).optional(),
  isActive: z.boolean().optional(),
});
