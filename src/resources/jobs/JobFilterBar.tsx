import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { JOB_STATUSES } from '../../domain/resources/jobs';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { DayPicker } from '../../ui/DayPicker';
import { useListFilter } from '../generic/useListFilter';
import { useBenches } from './useBenches';

const f = jobScreens.filters;
const FILTER_KEYS = ['workstationId', 'status', 'startDate', 'endDate', 'q'];

/**
 * Bench, status, first and last day (the server compares days, in the shop's time zone) and a
 * search over customer, title and description (001 section 2.2). Filters live in the URL.
 */
export const JobFilterBar = () => {
  const { values: filterValues, set, clear, search, setSearch } = useListFilter();
  const { benches } = useBenches();
  const active = FILTER_KEYS.some((k) => filterValues[k] !== undefined && filterValues[k] !== '');

  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))', lg: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr)) repeat(2, minmax(165px, 1fr)) auto' }, alignItems: 'center' }}>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={f.search}
        sx={{ gridColumn: { xs: '1 / -1', md: '1 / -1', lg: 'auto' } }}
        slotProps={{ htmlInput: { 'aria-label': f.search }, input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <TextField select size="small" label={f.workstation} value={filterValues.workstationId ?? ''} onChange={(e) => set('workstationId', String(e.target.value))}>
        <MenuItem value="">{f.all}</MenuItem>
        {benches.map((b) => (
          <MenuItem key={b.id} value={String(b.id)}>
            {b.name} {b.status === 'Pasif' ? f.passive : ''}
          </MenuItem>
        ))}
      </TextField>
      <TextField select size="small" label={f.status} value={filterValues.status ?? ''} onChange={(e) => set('status', String(e.target.value))}>
        <MenuItem value="">{f.all}</MenuItem>
        {JOB_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {jobs.statuses[s]}
          </MenuItem>
        ))}
      </TextField>
      <DayPicker size="small" label={f.startDate} value={filterValues.startDate ?? ''} onChange={(day) => set('startDate', day)} />
      <DayPicker size="small" label={f.endDate} value={filterValues.endDate ?? ''} onChange={(day) => set('endDate', day)} />
      <Button
        onClick={clear}
        disabled={!active}
        startIcon={<FilterAltOffOutlinedIcon />}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, whiteSpace: 'nowrap', justifySelf: { xs: 'stretch', lg: 'start' } }}
      >
        {f.clear}
      </Button>
    </Box>
  );
};
