import { useChoicesContext, useInput } from 'react-admin';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.list;

/**
 * The list's category filter (001 section 2.8: all, ÇELİKLER, PNÖMATİK), inside a ReferenceInput
 * of the categories: 'Tüm Kategoriler' is a choice of its own, named so (react-admin's empty
 * choice is named 'Değeri temizle'), and drops the filter.
 */
export const CategoryFilter = ({ source }: { source: string; alwaysOn?: boolean }) => {
  const { allChoices = [] } = useChoicesContext();
  const { field } = useInput({ source });
  return (
    <TextField
      select
      size="small"
      label={t.categoryFilter}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 200, mb: '4px' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t.allCategories}</MenuItem>
      {allChoices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {String(c.name)}
        </MenuItem>
      ))}
    </TextField>
  );
};
