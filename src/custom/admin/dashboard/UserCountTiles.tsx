import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import BadgeIcon from '@mui/icons-material/Badge';
import GroupsIcon from '@mui/icons-material/Groups';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import PeopleIcon from '@mui/icons-material/People';
import type { ReactNode } from 'react';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { UserCountTile } from './UserCountTile';
import { TILE_KEYS, type TileKey } from './userCountChange';
import { useUserCountChanges } from './useUserCountChanges';

const texts = adminScreens.dashboard;
const LOOK: Record<TileKey, { icon: ReactNode; tone: string }> = {
  total: { icon: <PeopleIcon />, tone: '#004AAD' },
  customers: { icon: <GroupsIcon />, tone: '#00796B' },
  suppliers: { icon: <LocalShippingIcon />, tone: '#E65100' },
  employees: { icon: <BadgeIcon />, tone: '#1565C0' },
  admins: { icon: <AdminPanelSettingsIcon />, tone: '#6A1B9A' },
};

/** The five user-count tiles of the dashboard. */
export const UserCountTiles = () => {
  const { counts, changes, error } = useUserCountChanges();
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {texts.tilesFailed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' }, '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } } }}>
        {TILE_KEYS.map((key) => (
          <UserCountTile key={key} label={texts.tiles[key]} count={counts?.[key] ?? null} change={changes?.[key] ?? null} icon={LOOK[key].icon} tone={LOOK[key].tone} testId={`tile-${key}`} />
        ))}
      </Box>
    </>
  );
};
