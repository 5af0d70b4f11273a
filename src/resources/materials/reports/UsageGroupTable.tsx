import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatMoney, formatQuantity } from '../../../domain/format';
import type { UsageGroup } from '../../../domain/materials/materialUsage';
import { formatTurkishNumber } from '../../../domain/turkishNumber';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const c = materialScreens.report.columns;
const percent = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });

interface UsageGroupTableProps {
  title: string;
  /** The first column's heading and each group's name in it. */
  keyHeading: string;
  label: (group: UsageGroup) => string;
  groups: UsageGroup[];
  /** The period's total: each group's share of it, drawn as a bar. */
  totalCost: number;
  /** A quantity only adds up within one unit (a material's). */
  showQuantity?: boolean;
  testId: string;
}

/** One grouping of the report: each group's lines, cost and share of the period's cost. */
export const UsageGroupTable = ({ title, keyHeading, label, groups, totalCost, showQuantity = false, testId }: UsageGroupTableProps) => (
  <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflowX: 'auto' }} data-testid={testId} component="section" aria-label={title}>
    <Typography component="h2" sx={{ fontWeight: 800, px: 2, pt: 2, pb: 1 }}>
      {title}
    </Typography>
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{keyHeading}</TableCell>
          {showQuantity && <TableCell align="right">{c.quantity}</TableCell>}
          <TableCell align="right">{c.lines}</TableCell>
          <TableCell align="right">{c.cost}</TableCell>
          {/* On a phone the share's bar gives way to the figures. */}
          <TableCell sx={{ width: 160, display: { xs: 'none', sm: 'table-cell' } }}>{c.share}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => {
          const share = totalCost > 0 ? group.cost / totalCost : 0;
          return (
            <TableRow key={`${group.key}\u0000${group.unit}`}>
              <TableCell sx={{ fontWeight: 600 }}>{label(group)}</TableCell>
              {showQuantity && <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{`${formatQuantity(group.quantity)} ${group.unit}`.trim()}</TableCell>}
              <TableCell align="right">{formatTurkishNumber(group.lines)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {formatMoney(group.cost)}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Box sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200', overflow: 'hidden' }} aria-hidden>
                    <Box sx={{ width: `${share * 100}%`, height: '100%', bgcolor: 'primary.main' }} />
                  </Box>
                  <Typography sx={{ fontSize: 12, color: 'text.secondary', minWidth: 40, textAlign: 'right' }}>{percent.format(share)}</Typography>
                </Box>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  </Paper>
);
