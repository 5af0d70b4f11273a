import { useListContext } from 'react-admin';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { benchesResource, type BenchRecord, type BenchStatus } from '../../domain/resources/benches';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { BenchRowActions } from './BenchRowActions';
import { BenchStatusToggle } from './BenchStatusToggle';

const labelOf = (source: string) => benchesResource.fields.find((f) => f.source === source)!.label;
const COLUMNS = [
  { source: 'id', width: 90 },
  { source: 'name', width: undefined },
  { source: 'status', width: 190 },
] as const;

export interface BenchRowsProps {
  records: readonly BenchRecord[];
  busy: boolean;
  onToggle: (record: BenchRecord, status: BenchStatus) => void;
  onEdit: (record: BenchRecord) => void;
  onDelete: (record: BenchRecord) => void;
}

/** ID, name, status and actions, sorted on the server by the column headers. */
export const BenchTable = ({ records, busy, onToggle, onEdit, onDelete }: BenchRowsProps) => {
  const { sort, setSort } = useListContext();
  const sortBy = (field: string) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  return (
    <Table size="small" aria-label={benchesResource.label}>
      <TableHead>
        <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#f7f9fd', color: 'text.secondary', fontSize: 13, py: 1.25 } }}>
          {COLUMNS.map((c) => (
            <TableCell key={c.source} sx={{ width: c.width }} sortDirection={sort.field === c.source ? (sort.order.toLowerCase() as 'asc' | 'desc') : false}>
              <TableSortLabel active={sort.field === c.source} direction={sort.field === c.source ? (sort.order.toLowerCase() as 'asc' | 'desc') : 'asc'} onClick={() => sortBy(c.source)}>
                {labelOf(c.source)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell align="right" sx={{ width: 120 }}>
            {adminScreens.common.actions}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {records.map((r) => (
          <TableRow key={r.id} hover data-testid="counter-row">
            <TableCell sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>#{r.id}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{r.name}</TableCell>
            <TableCell>
              <BenchStatusToggle record={r} busy={busy} onToggle={onToggle} />
            </TableCell>
            <TableCell align="right">
              <BenchRowActions record={r} onEdit={onEdit} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
