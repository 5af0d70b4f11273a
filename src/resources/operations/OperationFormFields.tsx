import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { formChoices } from '../../domain/resources/choices';
import { operationsResource } from '../../domain/resources/operations';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { FormTextField } from '../../ui/FormTextField';
import type { OperationBody, OperationFormValues } from './operationForm';

const t = operationScreens.form;
/** The declared status's options, one per text: Aktif (active) and Pasif (inactive). */
const STATUSES = formChoices(operationsResource.fields.find((f) => f.source === 'status')!);

/** Name, description and status of a new operation in the add dialog's queue; the status defaults to Aktif. */
export const OperationFormFields = ({ control }: { control: Control<OperationFormValues, unknown, OperationBody> }) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
    <FormTextField control={control} name="name" label={t.name} required autoFocus />
    <FormTextField control={control} name="status" select label={t.status}>
      {STATUSES.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
        </MenuItem>
      ))}
    </FormTextField>
    <FormTextField control={control} name="description" label={t.description} required multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
  </Box>
);
