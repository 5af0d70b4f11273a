import type { z } from 'zod';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialSchema } from '../../../domain/resources/materials.schema';
import { turkishNumberText } from '../../../domain/turkishNumber';
import { typedNumber } from '../../generic/typedNumber';

/**
 * The form's rule is the declared body's (001 section 5), the one the server checks: the same
 * schema, its density read from the Turkish text first. An empty select ('') fails the schema's
 * row id with the spec's text; the output is the body to send.
 */
export const materialFormSchema = (body: typeof materialSchema = materialSchema) => body.extend({ density: typedNumber(body.shape.density) });

/** The form's values as typed, what the schema reads: the selects hold '' until chosen, the density its Turkish text. */
export type MaterialFormValues = z.input<ReturnType<typeof materialFormSchema>>;

export const emptyMaterialForm: MaterialFormValues = { name: '', categoryId: '', subCategoryId: '', density: '' };

export const materialFormOf = (m: MaterialRecord): MaterialFormValues => ({ name: m.name, categoryId: m.categoryId, subCategoryId: m.subCategoryId, density: turkishNumberText(m.density) });
