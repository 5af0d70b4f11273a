import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { procedureCategorySchema } from '../../domain/resources/procedureCategories.schema';

/** 'Yeni Kategori Ekle' holds the declared body as typed. */
export type CategoryFormValues = z.input<typeof procedureCategorySchema>;

export type CategoryBody = z.output<typeof procedureCategorySchema>;

/** 001 section 5 as declared: the name required after trimming; a blank description kept as none. */
export const categoryResolver = zodResolver(procedureCategorySchema);
