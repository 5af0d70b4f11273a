import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { TurkishNumberField } from '../../ui/TurkishNumberField';
import { totalPriceOf } from './jobBody';
import { JobProjectField } from './JobProjectField';
import type { JobFormErrors, JobFormValues } from './jobForm';
import type { JobPeople, Person } from './useJobPeople';

const t = jobScreens.form;

interface JobPartyFieldsProps {
  values: JobFormValues;
  errors: JobFormErrors;
  people: JobPeople;
  onChange: (patch: Partial<JobFormValues>) => void;
}

/**
 * Operator, customer, project and prices. Roles 3 and 4 choose them (total = quantity × unit
 * price, read-only); others see only the customer, disabled, with the spec's note (001 section 2.3).
 */
export const JobPartyFields = ({ values, errors, people, onChange }: JobPartyFieldsProps) => {
  if (!people.privileged)
    return <TextField label={t.customer} value={values.customerName} disabled fullWidth helperText={jobs.customerLocked} />;
  const chosen = people.customers.find((c) => c.id === values.customerId) ?? null;
  const total = totalPriceOf(values.quantity, values.unitPrice);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField select label={t.operator} required value={values.assignedTo === '' ? '' : String(values.assignedTo)} onChange={(e) => onChange({ assignedTo: Number(e.target.value) })}>
        {people.operators.map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete<Person, false, false, true>
        freeSolo
        options={people.customers}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
        isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
        value={chosen ?? (values.customerName || null)}
        inputValue={values.customerName}
        onChange={(_, value) =>
          onChange(typeof value === 'string' || value === null ? { customerId: null, customerName: value ?? '' } : { customerId: value.id, customerName: value.name })
        }
        onInputChange={(_, text, reason) => {
          if (reason === 'input') onChange({ customerName: text, customerId: null });
          if (reason === 'clear') onChange({ customerName: '', customerId: null });
        }}
        renderInput={(params) => <TextField {...params} label={t.customer} required helperText={t.customerHint} />}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <JobProjectField projectId={values.projectId} onChange={(projectId) => onChange({ projectId })} />
      </Box>
      <TurkishNumberField label={t.unitPrice} value={values.unitPrice} onChange={(unitPrice) => onChange({ unitPrice })} minDecimals={2} error={!!errors.unitPrice} helperText={errors.unitPrice} />
      <TextField label={t.totalPrice} value={total === null ? '' : formatMoney(total)} helperText={t.totalHint} slotProps={{ input: { readOnly: true } }} />
    </Box>
  );
};
