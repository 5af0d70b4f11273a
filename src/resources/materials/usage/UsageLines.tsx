import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatMoney, formatQuantity, formatUnitMoney } from '../../../domain/format';
import type { MaterialUsageLine } from '../../../domain/materials/materialUsage';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const c = materialScreens.usage.columns;
const projectPath = (id: number) => `/admin/view-project/${id}`;
const amount = (line: MaterialUsageLine) => `${formatQuantity(line.quantity)} ${line.unit}`.trim();
const keyOf = (line: MaterialUsageLine) => `${line.activityId}-${line.line}`;

const ProjectLink = ({ line }: { line: MaterialUsageLine }) => (
  <Link component={RouterLink} to={projectPath(line.projectId)}>
    {line.projectName}
  </Link>
);

/** The lines as a table on a wide screen, as cards on a phone (one line a card, its cost on the right). */
export const UsageLines = ({ lines }: { lines: MaterialUsageLine[] }) => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  if (phone)
    return (
      <Box sx={{ display: 'grid', gap: 1 }} data-testid="usage-cards">
        {lines.map((line) => (
          <Paper key={keyOf(line)} elevation={0} sx={{ p: 1.5, borderRadius: 2, border: '1px solid', borderColor: 'divider' }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere' }}>{line.name}</Typography>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatMoney(line.cost)}</Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {amount(line)} × {formatUnitMoney(line.unitCost)} · {formatDate(line.createdAt)}
            </Typography>
            <Typography variant="body2">
              <ProjectLink line={line} />
              {line.stepName && ` · ${line.stepName}`}
              {line.supplier && ` · ${line.supplier}`}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  return (
    <Table size="small" data-testid="usage-table">
      <TableHead>
        <TableRow>
          <TableCell>{c.date}</TableCell>
          <TableCell>{c.material}</TableCell>
          <TableCell>{c.project}</TableCell>
          <TableCell>{c.step}</TableCell>
          <TableCell align="right">{c.quantity}</TableCell>
          <TableCell align="right">{c.unitCost}</TableCell>
          <TableCell align="right">{c.cost}</TableCell>
          <TableCell>{c.supplier}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={keyOf(line)}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.createdAt)}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{line.name}</TableCell>
            <TableCell>
              <ProjectLink line={line} />
            </TableCell>
            <TableCell>{line.stepName ?? '-'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {amount(line)}
            </TableCell>
            <TableCell align="right">{formatUnitMoney(line.unitCost)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatMoney(line.cost)}
            </TableCell>
            <TableCell>{line.supplier ?? '-'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
