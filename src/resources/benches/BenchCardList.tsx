import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BenchRowsProps } from './BenchTable';
import { BenchRowActions } from './BenchRowActions';
import { BenchStatusToggle } from './BenchStatusToggle';

/** On a phone each bench is a small card instead of a table row. */
export const BenchCardList = ({ records, busy, onToggle, onEdit, onDelete }: BenchRowsProps) => (
  <Box component="ul" sx={{ m: 0, p: 0 }}>
    {records.map((r) => (
      <Box component="li" key={r.id} data-testid="counter-row" sx={{ listStyle: 'none', px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {r.name}
          </Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>#{r.id}</Typography>
          <BenchStatusToggle record={r} busy={busy} onToggle={onToggle} />
        </Box>
        <BenchRowActions record={r} onEdit={onEdit} onDelete={onDelete} />
      </Box>
    ))}
  </Box>
);
