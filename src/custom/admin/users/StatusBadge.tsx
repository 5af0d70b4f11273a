import Chip from '@mui/material/Chip';
import type { UserStatus } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';

const COLOR: Record<UserStatus, 'success' | 'warning' | 'default'> = { active: 'success', pending: 'warning', disabled: 'default' };

/** The account's approval state; shown only when it is not simply active. */
export const StatusBadge = ({ status }: { status: UserStatus }) =>
  status === 'active' ? null : <Chip size="small" variant="outlined" color={COLOR[status]} label={adminScreens.users.statuses[status]} sx={{ fontWeight: 600, height: 24 }} />;
