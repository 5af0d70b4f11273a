import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import SearchIcon from '@mui/icons-material/Search';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { useListFilter } from '../generic/useListFilter';

const t = operationScreens.filters;

/** Search and the all / active / passive filter ('passive' takes inactive and pending on the server). */
export const OperationFilterBar = () => {
  const { values: filterValues, set, search, setSearch } = useListFilter();
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t.search}
        sx={{ flex: 1 }}
        slotProps={{ htmlInput: { 'aria-label': t.search }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t.status}
        value={filterValues.status ?? ''}
        onChange={(_, value: string | null) => value !== null && set('status', value)}
        sx={{ '& .MuiToggleButton-root': { px: 2, fontWeight: 600 } }}
      >
        <ToggleButton value="">{t.all}</ToggleButton>
        <ToggleButton value="active">{t.active}</ToggleButton>
        <ToggleButton value="passive">{t.passive}</ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
};
