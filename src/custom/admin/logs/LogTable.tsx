import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '../../../domain/format';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import type { LogEntry } from '../../pages/settings/logEntry';

const columns = adminScreens.activityLogs.columns;
const ELLIPSIS = { maxWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/** Date, user, description, IP and user agent: the wide-screen form of the log. */
export const LogTable = ({ logs }: { logs: readonly LogEntry[] }) => (
  <Table size="small" sx={{ tableLayout: 'fixed' }} aria-label={adminScreens.activityLogs.title}>
    <TableHead>
      <TableRow sx={{ '& th': { fontWeight: 700, bgcolor: '#f7f9fd', color: 'text.secondary', fontSize: 13 } }}>
        <TableCell sx={{ width: 170 }}>{columns.date}</TableCell>
        <TableCell sx={{ width: 180 }}>{columns.user}</TableCell>
        <TableCell>{columns.description}</TableCell>
        <TableCell sx={{ width: 130 }}>{columns.ip}</TableCell>
        <TableCell sx={{ width: 240 }}>{columns.userAgent}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {logs.map((log) => (
        <TableRow key={log.id} hover data-testid="log-row">
          <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{formatDateTime(log.createdAt)}</TableCell>
          <TableCell sx={{ ...ELLIPSIS, fontWeight: 600 }}>{log.userName}</TableCell>
          <TableCell sx={{ wordBreak: 'break-word' }}>{log.description}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace', fontSize: 12.5 }}>{log.ip}</TableCell>
          <Tooltip title={log.userAgent} placement="top-start">
            <TableCell sx={{ ...ELLIPSIS, color: 'text.secondary', fontSize: 12.5 }}>{log.userAgent}</TableCell>
          </Tooltip>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
