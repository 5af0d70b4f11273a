import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import { useListContext } from 'react-admin';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { formatCount } from '../../domain/format';

/** Beside 'Yeni İş Ekle': how many jobs match ('12 iş') and 'Filtreleri Temizle' (001 section 2.2). */
export const JobListTools = () => {
  const { total, filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues).some((value) => value !== undefined && value !== '');
  return (
    <>
      <Chip size="small" label={fill(jobScreens.total, { n: formatCount(total ?? 0) })} sx={{ fontWeight: 700, alignSelf: 'center' }} data-testid="job-total" />
      <Button onClick={() => setFilters({}, undefined, false)} disabled={!filtered} startIcon={<FilterAltOffOutlinedIcon />} sx={{ whiteSpace: 'nowrap' }}>
        {jobScreens.filters.clear}
      </Button>
    </>
  );
};
