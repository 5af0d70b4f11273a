import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, type Control } from 'react-hook-form';
import { useGetList } from 'react-admin';
import { procedureCategoriesResource, type ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { FormTextField } from '../../ui/FormTextField';
import type { ProcedureBody, ProcedureFormMode, ProcedureFormValues } from './procedureForm';

const t = procedureScreens.procedureForm;

interface ProcedureFormFieldsProps {
  mode: ProcedureFormMode;
  control: Control<ProcedureFormValues, unknown, ProcedureBody>;
}

/** Every category to choose from (the list route's largest page), by name. */
const ALL = { page: 1, perPage: 1000 };

/** Category, title and description; the edit form adds the Aktif / Pasif radio (001 section 2.7). */
export const ProcedureFormFields = ({ mode, control }: ProcedureFormFieldsProps) => {
  const { data: categories = [] } = useGetList<ProcedureCategoryRecord>(procedureCategoriesResource.route, { pagination: ALL, sort: procedureCategoriesResource.defaultSort });
  return (
    <>
      <FormTextField
        control={control}
        name="categoryId"
        select
        label={t.category}
        required
        helperText={categories.length ? undefined : t.noCategories}
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
      </FormTextField>
      <FormTextField control={control} name="title" label={t.title} required autoFocus={mode === 'add'} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FormTextField control={control} name="description" label={t.description} required={mode === 'edit'} multiline minRows={3} slotProps={{ htmlInput: { maxLength: 4000 } }} />
      {mode === 'edit' && (
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="procedure-status-label">{t.status}</FormLabel>
              <RadioGroup row aria-labelledby="procedure-status-label" value={field.value ? 'active' : 'passive'} onChange={(e) => field.onChange(e.target.value === 'active')}>
                <FormControlLabel value="active" control={<Radio />} label={t.active} />
                <FormControlLabel value="passive" control={<Radio />} label={t.passive} />
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
    </>
  );
};
