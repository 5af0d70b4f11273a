import { z } from 'zod';
import { materials as texts } from '../../i18n/tr/materials';
import { rowId } from '../validation/wholeNumbers';

const fill = texts.fillAll;

/** Densities in g/cm³ go to 30 (osmium is 22.6); the form steps by 0.01 (001 section 9). */
export const DENSITY_MAX = 30;

/** At most two decimals, compared in hundredths so 7.85 is not refused for its binary form. */
const hundredths = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** The body of a material (001 section 5): every field required, one text for any missing one. */
export const materialSchema = z.object({
  name: z.string({ error: fill }).trim().min(1, fill).max(200, fill),
  categoryId: rowId(fill),
  subCategoryId: rowId(fill),
  density: z.coerce.number({ error: fill }).positive(fill).max(DENSITY_MAX, texts.densityMax).refine(hundredths, texts.densityStep),
});

export type MaterialBody = z.infer<typeof materialSchema>;
