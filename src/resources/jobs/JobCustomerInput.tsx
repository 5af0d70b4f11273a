import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useJobForm } from './JobFormScope';
import type { Person } from './useJobPeople';

const t = jobScreens.form;

/** A customer is named, picked from the list or typed (001 section 5). */
export const customerNamed = (value: unknown, all: Record<string, unknown>) => (value || all.customerId != null ? undefined : jobs.requiredFields);

/**
 * The customer, for those who pick one: a customer (role 0) from the list, which sets customerId
 * too, or a name typed freely (customerId null).
 */
export const JobCustomerInput = ({ source }: FieldInputProps) => {
  const { people } = useJobForm();
  const { setValue, watch } = useFormContext();
  const { field, fieldState } = useInput({ source, validate: customerNamed, isRequired: true });
  const customerId = watch('customerId') as number | null | undefined;
  const name = (field.value as string | null) ?? '';
  const pick = (id: number | null, text: string) => {
    setValue('customerId', id, { shouldDirty: true });
    field.onChange(text);
  };
  return (
    <Autocomplete<Person, false, false, true>
      freeSolo
      options={people.customers}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
      value={people.customers.find((c) => c.id === customerId) ?? (name || null)}
      inputValue={name}
      onChange={(_, value) => (typeof value === 'string' || value === null ? pick(null, value ?? '') : pick(value.id, value.name))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') pick(null, text);
        if (reason === 'clear') pick(null, '');
      }}
      renderInput={(params) => <TextField {...params} label={t.customer} required error={fieldState.invalid} helperText={fieldState.error?.message ?? t.customerHint} />}
    />
  );
};
