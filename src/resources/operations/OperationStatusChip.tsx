import Chip from '@mui/material/Chip';
import { operations } from '../../i18n/tr/operations';
import { screenStatusOf } from './operationStatus';

/** Aktif for active, Pasif for inactive and pending (001 section 3). */
export const OperationStatusChip = ({ status }: { status: string }) => {
  const active = screenStatusOf(status) === 'active';
  return (
    <Chip
      size="small"
      label={active ? operations.statuses.active : operations.statuses.passive}
      sx={{ fontWeight: 600, bgcolor: active ? '#E7F6EC' : '#F3F4F6', color: active ? '#1B7F3B' : '#6B7280' }}
    />
  );
};
