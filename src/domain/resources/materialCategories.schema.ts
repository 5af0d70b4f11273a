import { z } from 'zod';
import { materials as texts } from '../../i18n/tr/materials';

const t = texts.category;

/** The body of a material category: its name. */
export const materialCategorySchema = z.object({
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(120, t.nameRequired),
});
