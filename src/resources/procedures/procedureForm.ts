import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ProcedureRecord } from '../../domain/resources/procedures';
import { procedureSchema } from '../../domain/resources/procedures.schema';

/** The add and edit procedure forms' values: the select holds '' until a category is chosen. */
export interface ProcedureFormValues {
  categoryId: number | '';
  title: string;
  description: string;
  isActive: boolean;
}

export type ProcedureFormMode = 'add' | 'edit';
export type ProcedureBody = z.output<typeof procedureSchema>;

/** The edit dialog also requires the description (001 section 5): the declared rule, no longer optional. */
const editSchema = procedureSchema.extend({ description: procedureSchema.shape.description.unwrap() });

export const emptyProcedureValues = (categoryId: number | '' = ''): ProcedureFormValues => ({ categoryId, title: '', description: '', isActive: true });

export const procedureFormValues = (p: ProcedureRecord): ProcedureFormValues => ({ categoryId: p.categoryId ?? '', title: p.title ?? '', description: p.description ?? '', isActive: p.isActive });

/** What the form sends before the schema checks it: adding sends the description only when written, and no status. */
const bodyOf = ({ categoryId, title, description, isActive }: ProcedureFormValues, mode: ProcedureFormMode) =>
  mode === 'edit' ? { categoryId, title, description, isActive } : { categoryId, title, ...(description.trim() ? { description } : {}) };

/** The declared schema (the edit form's variant) over the form's values; its messages stand under the fields. */
export const procedureResolver = (mode: ProcedureFormMode): Resolver<ProcedureFormValues, unknown, ProcedureBody> => {
  const resolve = zodResolver(mode === 'edit' ? editSchema : procedureSchema) as unknown as Resolver<ReturnType<typeof bodyOf>, unknown, ProcedureBody>;
  return (values, context, options) => resolve(bodyOf(values, mode), context, options as never) as never;
};
