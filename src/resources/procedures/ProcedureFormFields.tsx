import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import type { ProcedureDraft, ProcedureFormErrors, ProcedureFormMode } from './procedureForm';
import type { ProcedureCategory } from './procedureTypes';

const t = procedureScreens.procedureForm;

interface ProcedureFormFieldsProps {
  mode: ProcedureFormMode;
  draft: ProcedureDraft;
  errors: ProcedureFormErrors;
  categories: readonly Pick<ProcedureCategory, 'id' | 'name'>[];
  onChange: (patch: Partial<ProcedureDraft>) => void;
}

/** Category, title and description; the edit form adds the Aktif / Pasif radio (001 section 2.7). */
export const ProcedureFormFields = ({ mode, draft, errors, categories, onChange }: ProcedureFormFieldsProps) => (
  <>
    <TextField
      select
      label={t.category}
      required
      value={draft.categoryId}
      onChange={(e) => onChange({ categoryId: e.target.value === '' ? '' : Number(e.target.value) })}
      error={!!errors.categoryId}
      helperText={errors.categoryId ?? (categories.length ? undefined : t.noCategories)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'procedure-category-select' } }}
    >
      <MenuItem value="" disabled>
        {t.categoryPlaceholder}
      </MenuItem>
      {categories.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
    <TextField label={t.title} required autoFocus={mode === 'add'} value={draft.title} onChange={(e) => onChange({ title: e.target.value })} error={!!errors.title} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 200 } }} />
    <TextField
      label={t.description}
      required={mode === 'edit'}
      multiline
      minRows={3}
      value={draft.description}
      onChange={(e) => onChange({ description: e.target.value })}
      error={!!errors.description}
      helperText={errors.description}
      slotProps={{ htmlInput: { maxLength: 4000 } }}
    />
    {mode === 'edit' && (
      <FormControl>
        <FormLabel id="procedure-status-label">{t.status}</FormLabel>
        <RadioGroup row aria-labelledby="procedure-status-label" value={draft.isActive ? 'active' : 'passive'} onChange={(e) => onChange({ isActive: e.target.value === 'active' })}>
          <FormControlLabel value="active" control={<Radio />} label={t.active} />
          <FormControlLabel value="passive" control={<Radio />} label={t.passive} />
        </RadioGroup>
      </FormControl>
    )}
  </>
);
