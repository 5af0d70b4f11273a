import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { createUserBody, updateUserBody } from '../../../domain/validation/adminUsers';
import { formErrorsOf, newUserBody, userUpdateBody, type UserFormValues } from './userForm';

/** The form's values, and under `username` the messages of the username field, which edits the e-mail's local part. */
export type UserFormState = UserFormValues & { username?: string };

/** The add form's rules are the create-user body's, checked on the body the form would send. */
export const newUserFormSchema = z.preprocess((v: UserFormValues) => newUserBody(v), createUserBody);

/** The edit form's rules are the edit-user body's, checked on the body the form would send. */
export const userEditFormSchema = z.preprocess((v: UserFormValues) => userUpdateBody(v), updateUserBody);

/** A nested error object's messages by dotted path ('company.name'), as the server names them. */
const messagesByPath = (errors: FieldErrors, prefix = ''): Record<string, string> => {
  const out: Record<string, string> = {};
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix + key;
    if (typeof error.type === 'string') out[path] = String(error.message ?? '');
    else Object.assign(out, messagesByPath(error as FieldErrors, `${path}.`));
  }
  return out;
};

/**
 * The declared body schema as the form's resolver: a message lands at the field it is about
 * (phoneNumber at the phone, company.taxNumber at the tax number); the form's values go on as they are.
 */
export const userFormResolver =
  (schema: typeof newUserFormSchema | typeof userEditFormSchema): Resolver<UserFormState> =>
  async (values, context, options) => {
    const result = await zodResolver(schema)(values, context, options as never);
    const messages = formErrorsOf(messagesByPath(result.errors));
    if (!Object.keys(messages).length) return { values, errors: {} };
    const errors = Object.fromEntries(Object.entries(messages).map(([field, message]) => [field, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<UserFormState> };
  };
