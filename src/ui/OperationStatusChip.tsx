import Chip from '@mui/material/Chip';
import type { ShopOperation } from '../providers/shopMethods';
import { shopScreens as t } from '../i18n/tr/shopScreens';

const COLOR = { pending: 'default', running: 'success', paused: 'warning', done: 'primary' } as const;

/**
 * An operation's state in Turkish, coloured as the shop reads it: green running, amber paused.
 * Tablet-sized on the shop floor; `small` where it sits in an office page's line.
 */
export const OperationStatusChip = ({ status, small = false }: { status: ShopOperation['status']; small?: boolean }) => (
  <Chip
    label={t.status[status] ?? status}
    color={COLOR[status] ?? 'default'}
    variant={status === 'pending' ? 'outlined' : 'filled'}
    size={small ? 'small' : 'medium'}
    sx={{ fontWeight: 700, ...(small ? { fontSize: 12 } : { fontSize: 15, height: 32 }) }}
  />
);
