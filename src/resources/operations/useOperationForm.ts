import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { operationResolver, type OperationBody, type OperationFormValues, type TakenNames } from './operationForm';

/** A react-hook-form over the operation resolver, checking against the names taken at submit time. */
export const useOperationForm = (defaultValues: OperationFormValues, taken: TakenNames) => {
  const latest = useRef(taken);
  latest.current = taken;
  const resolver = useMemo(() => operationResolver(() => latest.current), []);
  return useForm<OperationFormValues, unknown, OperationBody>({ resolver, defaultValues });
};
