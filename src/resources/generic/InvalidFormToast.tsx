import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * The declaration's own words (messages.invalid) once per refused submit, in place of react-admin's
 * generic notice (its Form gets disableInvalidFormNotification); each field keeps its own text.
 */
export const InvalidFormToast = ({ message }: { message: string }) => {
  const { submitCount, errors } = useFormState();
  const seen = useRef(submitCount);
  const notify = useNotify();
  useEffect(() => {
    if (submitCount === seen.current) return;
    seen.current = submitCount;
    if (Object.keys(errors).length) notify(message, { type: 'error' });
  }, [submitCount, errors, message, notify]);
  return null;
};
