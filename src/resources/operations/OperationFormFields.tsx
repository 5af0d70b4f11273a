import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations } from '../../i18n/tr/operations';
import type { OperationDraft } from './operationForm';
import type { OperationFormErrors } from './operationForm';

const t = operationScreens.form;

interface OperationFormFieldsProps {
  draft: OperationDraft;
  errors: OperationFormErrors;
  onChange: (patch: Partial<OperationDraft>) => void;
  /** Shown read-only when editing (001 section 2.6). */
  id?: number;
}

/** Name, description and status of an operation; the status defaults to Aktif. */
export const OperationFormFields = ({ draft, errors, onChange, id }: OperationFormFieldsProps) => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: id === undefined ? '2fr 1fr' : '1fr 2fr 1fr' } }}>
    {id !== undefined && <TextField label={t.id} value={id} slotProps={{ input: { readOnly: true } }} disabled />}
    <TextField label={t.name} required autoFocus value={draft.name} onChange={(e) => onChange({ name: e.target.value })} error={!!errors.name} helperText={errors.name} />
    <TextField select label={t.status} value={draft.status} onChange={(e) => onChange({ status: e.target.value as OperationDraft['status'] })}>
      <MenuItem value="active">{operations.statuses.active}</MenuItem>
      <MenuItem value="passive">{operations.statuses.passive}</MenuItem>
    </TextField>
    <TextField
      label={t.description}
      required
      multiline
      minRows={2}
      value={draft.description}
      onChange={(e) => onChange({ description: e.target.value })}
      error={!!errors.description}
      helperText={errors.description}
      sx={{ gridColumn: '1 / -1' }}
    />
  </Box>
);
