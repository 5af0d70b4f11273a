import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * What a form's resolver makes of its values, as a submit would see it: each field's message, and
 * the body it would send (none when a field is refused).
 */
export const resolveForm = async <V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, values: V) => {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]));
  return { errors, body: Object.keys(errors).length ? undefined : (result.values as O) };
};
