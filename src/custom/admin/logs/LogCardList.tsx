import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../domain/format';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import type { LogEntry } from '../../pages/settings/logEntry';

const columns = adminScreens.activityLogs.columns;

/** On a phone each row becomes a small card: description first, the rest beneath. */
export const LogCardList = ({ logs }: { logs: readonly LogEntry[] }) => (
  <Stack component="ul" sx={{ p: 0, m: 0 }}>
    {logs.map((log) => (
      <Box component="li" key={log.id} data-testid="log-row" sx={{ listStyle: 'none', px: 2, py: 1.5, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
        <Typography sx={{ fontWeight: 600, fontSize: 14.5 }}>{log.description}</Typography>
        <Typography sx={{ fontSize: 12.5, color: 'text.secondary', mt: 0.5 }}>
          {log.userName} · {formatDateTime(log.createdAt)}
        </Typography>
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.25, overflowWrap: 'anywhere' }}>
          {columns.ip}: {log.ip} · {columns.userAgent}: {log.userAgent}
        </Typography>
      </Box>
    ))}
  </Stack>
);
