import { useCallback, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import type { FieldInputProps } from '../generic/resourceOverride';
import { useServerMatches } from '../../ui/useServerMatches';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { searchJobCustomers } from './jobPeopleCalls';
import { personOf, type Person } from './useJobPeople';

const t = jobScreens.form;

/** A customer is named, picked from the list or typed (001 section 5). */
export const customerNamed = (value: unknown, all: Record<string, unknown>) => (value || all.customerId != null ? undefined : jobs.requiredFields);

const NO_MATCHES: Person[] = [];

/** The customers matching the name typed, asked once typing pauses (the server searches). */
const useCustomerMatches = (typed: string): Person[] => {
  const { user } = useSignedInUser();
  const role = user?.role;
  const ask = useCallback(async (q: string, signal: AbortSignal) => (await searchJobCustomers(role!, q, signal)).map(personOf), [role]);
  return useServerMatches(typed, role === undefined ? null : ask, NO_MATCHES);
};

/**
 * The customer, for those who pick one: a customer (role 0) from the matches of what is typed,
 * which sets customerId too, or a name typed freely (customerId null).
 */
export const JobCustomerInput = ({ source }: FieldInputProps) => {
  const { setValue, watch } = useFormContext();
  const { field, fieldState } = useInput({ source, validate: customerNamed, isRequired: true });
  const customerId = watch('customerId') as number | null | undefined;
  const name = (field.value as string | null) ?? '';
  // A picked customer's name is what the field shows; the matches are asked for what was typed.
  const [typed, setTyped] = useState('');
  const matches = useCustomerMatches(typed);
  const picked = customerId != null ? { id: customerId, name } : null;
  const pick = (id: number | null, text: string) => {
    setValue('customerId', id, { shouldDirty: true });
    field.onChange(text);
  };
  return (
    <Autocomplete<Person, false, false, true>
      freeSolo
      options={picked && !matches.some((c) => c.id === picked.id) ? [picked, ...matches] : matches}
      filterOptions={(x) => x}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
      value={picked ?? (name || null)}
      inputValue={name}
      onChange={(_, value) => (typeof value === 'string' || value === null ? pick(null, value ?? '') : pick(value.id, value.name))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') {
          pick(null, text);
          setTyped(text);
        }
        if (reason === 'clear') {
          pick(null, '');
          setTyped('');
        }
      }}
      renderInput={(params) => <TextField {...params} label={t.customer} required error={fieldState.invalid} helperText={fieldState.error?.message ?? t.customerHint} />}
    />
  );
};
