import Switch from '@mui/material/Switch';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { adminScreens } from '../../i18n/tr/adminScreens';
import type { BenchRecord, BenchStatus } from '../../domain/resources/benches';
import { otherStatus } from './benchForm';
import { fill } from '../../i18n/fill';

interface BenchStatusToggleProps {
  record: BenchRecord;
  busy: boolean;
  onToggle: (record: BenchRecord, status: BenchStatus) => void;
}

/** The bench's status chip with a switch that flips it in place (PUT with status 1 or 0). */
export const BenchStatusToggle = ({ record, busy, onToggle }: BenchStatusToggleProps) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <Switch
      size="small"
      color="success"
      checked={record.status === 'Aktif'}
      disabled={busy}
      onChange={() => onToggle(record, otherStatus(record.status))}
      slotProps={{ input: { 'aria-label': fill(adminScreens.counters.toggle, { name: record.name }) } }}
    />
    <Chip size="small" label={record.status} color={record.status === 'Aktif' ? 'success' : 'default'} variant={record.status === 'Aktif' ? 'filled' : 'outlined'} sx={{ fontWeight: 700, minWidth: 56 }} data-testid="counter-status" />
  </Stack>
);
