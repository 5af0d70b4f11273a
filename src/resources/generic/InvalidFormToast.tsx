import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState, type FieldErrors } from 'react-hook-form';

/** Errors the server's answer set (react-admin marks them 'server'): its message was toasted as the save failed. */
const onlyFromServer = (errors: FieldErrors) => Object.values(errors).every((e) => e?.type === 'server');

/**
 * The form's refusal once per submit the form itself refused, in the declaration's own words
 * (messages.invalid) or react-admin's generic notice; each field keeps its own text. In place of
 * react-admin's notice (its Form gets disableInvalidFormNotification), which also fired on the
 * server's refusal: 'Bu isimde bir tezgah zaten mevcut', then 'Form geçerli değil' queued behind it,
 * shown after the corrected record had been saved.
 */
export const InvalidFormToast = ({ message = 'ra.message.invalid_form' }: { message?: string }) => {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length && !onlyFromServer(errors)) notify(message, { type: 'error' });
  }, [submitCount, errors, message, notify]);
  return null;
};
