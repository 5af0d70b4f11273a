import Chip from '@mui/material/Chip';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { isRecentlyActive } from './loginActivity';

/** Aktif when the last login is within 30 days, otherwise Pasif (customers and suppliers). */
export const ActivityBadge = ({ lastLogin }: { lastLogin: string | null }) => {
  const active = isRecentlyActive(lastLogin);
  return (
    <Chip
      size="small"
      label={active ? adminScreens.common.active : adminScreens.common.passive}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      sx={{ fontWeight: 700, height: 24 }}
    />
  );
};
