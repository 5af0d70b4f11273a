import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { operationSchema } from '../../domain/resources/operations.schema';
import { duplicateNameError } from './operationNames';

/** An operation as the forms hold it: the declared body, its status one of the two the screen offers. */
export interface OperationFormValues {
  name: string;
  description: string;
  status: 'active' | 'inactive';
}

/** What create and update send: the declared schema's output (texts trimmed). */
export type OperationBody = z.output<typeof operationSchema>;

export const emptyOperationValues = (): OperationFormValues => ({ name: '', description: '', status: 'active' });

export const isBlankOperation = (values: OperationFormValues): boolean => !values.name.trim() && !values.description.trim();

/** The names a form must not repeat: those queued in the dialog, then the catalogue's but the edited one's. */
export interface TakenNames {
  queued: readonly string[];
  catalogue: readonly { id?: number; name: string }[];
  editingId?: number;
}

/**
 * The declared schema (001 section 5: name and description required, trimmed) with the duplicate
 * rules on the name; `taken` is read at each check, so the queue can grow under the same form.
 */
export const operationResolver =
  (taken: () => TakenNames): Resolver<OperationFormValues, unknown, OperationBody> =>
  (values, context, options) => {
    const { queued, catalogue, editingId } = taken();
    const schema = operationSchema.extend({
      name: operationSchema.shape.name.superRefine((name, ctx) => {
        const duplicate = duplicateNameError(name, queued, catalogue, editingId);
        if (duplicate) ctx.addIssue({ code: 'custom', message: duplicate });
      }),
    });
    return zodResolver(schema)(values, context, options as never) as never;
  };
