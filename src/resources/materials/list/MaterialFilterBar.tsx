import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { MaterialCategoryRecord } from '../../../domain/resources/materialCategories';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { SearchField } from '../../../ui/SearchField';

const t = materialScreens.list;

interface MaterialFilterBarProps {
  search: string;
  onSearch: (text: string) => void;
  categoryId: number | '';
  onCategory: (id: number | '') => void;
  categories: readonly MaterialCategoryRecord[] | null;
  /** '{n} malzeme bulundu', once the server has counted. */
  found?: string;
}

/** The search, the category filter and the server's count above the list. */
export const MaterialFilterBar = ({ search, onSearch, categoryId, onCategory, categories, found }: MaterialFilterBarProps) => (
  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 2, alignItems: 'center' }}>
    <SearchField value={search} onChange={onSearch} placeholder={t.search} />
    <TextField
      select
      size="small"
      label={t.categoryFilter}
      value={categoryId}
      onChange={(e) => onCategory(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ minWidth: 200, bgcolor: '#fff' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t.allCategories}</MenuItem>
      {categories?.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
    <Typography data-testid="material-count" sx={{ ml: { sm: 'auto' }, color: 'text.secondary', fontWeight: 600 }} aria-live="polite">
      {found}
    </Typography>
  </Box>
);
