import { z } from 'zod';
import { materials as texts } from '../../i18n/tr/materials';
import { rowId } from '../validation/wholeNumbers';

const t = texts.subcategory;

/** The body of a subcategory: its category and name (unique within the category). */
export const materialSubcategorySchema = z.object({
  categoryId: rowId(t.categoryRequired),
  name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(120, t.nameRequired),
});
