import Chip from '@mui/material/Chip';
import type { RoleNumber } from '../../../domain/roles';
import { roleLabel } from '../../shell/roleLabel';

/** One colour per role, so a glance down the cards tells them apart; each reads at 4.5:1 on its own tint. */
const ROLE_TONE: Record<RoleNumber, string> = { 0: '#00796B', 1: '#BF360C', 2: '#1565C0', 3: '#6A1B9A', 4: '#AD1457' };

export const RoleBadge = ({ role }: { role: RoleNumber }) => (
  <Chip
    size="small"
    label={roleLabel(role)}
    data-testid="role-badge"
    sx={{ fontWeight: 700, fontSize: 12, height: 24, color: ROLE_TONE[role] ?? 'text.primary', bgcolor: `${ROLE_TONE[role] ?? '#000000'}14` }}
  />
);
