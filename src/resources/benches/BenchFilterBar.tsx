import { useEffect, useState } from 'react';
import { useListContext } from 'react-admin';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { FilterBar } from '../../ui/FilterBar';
import { SearchField } from '../../ui/SearchField';
import { COUNTER_STATUSES } from './benchForm';

const texts = adminScreens.counters;
/** '' is the "all" choice; the others come from the declaration. */
const STATUSES = ['', ...COUNTER_STATUSES] as const;

/** Search by name and the Tümü / Aktif / Pasif filter, kept in the list's (URL) state. */
export const BenchFilterBar = () => {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState<string>(filterValues.q ?? '');
  // Follow the list's filter when it changes from elsewhere (back button), not while typing.
  useEffect(() => {
    setSearch((typed) => (typed.trim() === (filterValues.q ?? '') ? typed : (filterValues.q ?? '')));
  }, [filterValues.q]);
  const status: string = filterValues.status ?? '';
  const apply = (next: Record<string, unknown>) => {
    const clean = Object.fromEntries(Object.entries({ ...filterValues, ...next }).filter(([, v]) => v !== '' && v !== undefined));
    setFilters(clean, undefined, true);
  };
  return (
    <FilterBar>
      <SearchField
        value={search}
        onChange={(q) => {
          setSearch(q);
          apply({ q: q.trim() });
        }}
        placeholder={texts.searchPlaceholder}
      />
      <ToggleButtonGroup exclusive color="primary" size="small" value={status} onChange={(_, value: string | null) => value !== null && apply({ status: value })} aria-label={texts.statusFilter} sx={{ bgcolor: '#fff', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
        {STATUSES.map((s) => (
          <ToggleButton key={s || 'all'} value={s} sx={{ px: 2, fontWeight: 600 }}>
            {s || adminScreens.common.all}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </FilterBar>
  );
};
