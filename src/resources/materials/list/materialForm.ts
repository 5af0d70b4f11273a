import type { MaterialRecord } from '../../../domain/resources/materials';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import type { MaterialInput } from '../materialApi';

/** The form's values as typed: selects hold '' until chosen, the density its text. */
export interface MaterialFormValues {
  name: string;
  categoryId: number | '';
  subCategoryId: number | '';
  density: string;
}

export const emptyMaterialForm: MaterialFormValues = { name: '', categoryId: '', subCategoryId: '', density: '' };

export const materialFormOf = (m: MaterialRecord): MaterialFormValues => ({ name: m.name, categoryId: m.categoryId, subCategoryId: m.subCategoryId, density: turkishNumberText(m.density) });

/**
 * The body to send, or null when a field is missing (001 section 5: every field required,
 * density above 0). The server checks the same, and that the subcategory is of the category.
 */
export const materialInputOf = (v: MaterialFormValues): MaterialInput | null => {
  const density = parseTurkishNumber(v.density);
  if (!v.name.trim() || v.categoryId === '' || v.subCategoryId === '' || density === null || !Number.isFinite(density) || density <= 0) return null;
  return { name: v.name.trim(), categoryId: v.categoryId, subCategoryId: v.subCategoryId, density };
};
