import Chip from '@mui/material/Chip';
import type { ShopOperation } from '../../providers/shopMethods';
import { shopScreens as t } from '../../i18n/tr/shopScreens';

const COLOR = { pending: 'default', running: 'success', paused: 'warning', done: 'primary' } as const;

/** An operation's state in Turkish, coloured as the shop reads it: green running, amber paused. */
export const OperationStatusChip = ({ status }: { status: ShopOperation['status'] }) => (
  <Chip label={t.status[status] ?? status} color={COLOR[status] ?? 'default'} variant={status === 'pending' ? 'outlined' : 'filled'} sx={{ fontWeight: 700, fontSize: 15, height: 32 }} />
);
