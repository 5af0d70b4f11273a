import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { LOG_RESOURCE_NAMES } from '../../../domain/logResourceNames';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { ChoiceFilter } from '../../../ui/ChoiceFilter';
import { FilterBar } from '../../../ui/FilterBar';
import { SearchField } from '../../../ui/SearchField';
import type { LogFilters } from './logQuery';

const texts = adminScreens.activityLogs;
const choicesOf = (labels: Record<string, string>) => [{ value: '', label: adminScreens.common.all }, ...Object.entries(labels).map(([value, label]) => ({ value, label }))];
const ACTIONS = choicesOf(texts.actions);
const RESOURCES = choicesOf(LOG_RESOURCE_NAMES);

interface LogFilterBarProps {
  filters: LogFilters;
  onChange: (filters: LogFilters) => void;
  onExport: () => void;
  exporting: boolean;
}

/** Search, action and resource filters, and the CSV export of what they select. */
export const LogFilterBar = ({ filters, onChange, onExport, exporting }: LogFilterBarProps) => (
  <FilterBar>
    <SearchField value={filters.search} onChange={(search) => onChange({ ...filters, search })} placeholder={texts.searchPlaceholder} />
    <ChoiceFilter label={texts.action} value={filters.action} onChange={(action) => onChange({ ...filters, action })} choices={ACTIONS} minWidth={190} />
    <ChoiceFilter label={texts.resource} value={filters.resource} onChange={(resource) => onChange({ ...filters, resource })} choices={RESOURCES} />
    <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting} sx={{ ml: { sm: 'auto' }, width: { xs: '100%', sm: 'auto' }, bgcolor: '#fff' }}>
      {texts.export}
    </Button>
  </FilterBar>
);
