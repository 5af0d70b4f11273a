import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Control } from 'react-hook-form';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import { FormTextField } from '../../ui/FormTextField';
import type { OperationBody, OperationFormValues } from './operationForm';

const t = operationScreens.form;

interface OperationFormFieldsProps {
  control: Control<OperationFormValues, unknown, OperationBody>;
  /** Shown read-only when editing (001 section 2.6). */
  id?: number;
}

/** Name, description and status of an operation; the status defaults to Aktif. */
export const OperationFormFields = ({ control, id }: OperationFormFieldsProps) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: id === undefined ? '2fr 1fr' : '1fr 2fr 1fr' } }}>
    {id !== undefined && <TextField label={t.id} value={id} slotProps={{ input: { readOnly: true } }} disabled />}
    <FormTextField control={control} name="name" label={t.name} required autoFocus />
    <FormTextField control={control} name="status" select label={t.status}>
      <MenuItem value="active">{operations.statuses.active}</MenuItem>
      <MenuItem value="inactive">{operations.statuses.passive}</MenuItem>
    </FormTextField>
    <FormTextField control={control} name="description" label={t.description} required multiline minRows={2} sx={{ gridColumn: '1 / -1' }} />
  </Box>
);
