import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../domain/format';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { SectionCard } from '../../pages/SectionCard';
import type { LogEntry } from '../../pages/settings/logEntry';
import { useApi } from '../../pages/useApi';

const texts = adminScreens.dashboard.recent;
/** The dashboard shows the 5 most recent activities (000 section 9). */
const RECENT = 5;

/** The latest activity log rows, linking to the full log. */
export const RecentActivitiesWidget = () => {
  const { data, error, isPending } = useApi<{ logs?: LogEntry[] }>(`/logs/recent?limit=${RECENT}`);
  const logs = data?.logs ?? [];
  return (
    <SectionCard
      title={texts.title}
      icon={<HistoryIcon />}
      action={
        <Button component={Link} to="/admin/dashboard/activity-logs" size="small">
          {texts.all}
        </Button>
      }
    >
      {error && <Alert severity="error">{texts.failed}</Alert>}
      {isPending && Array.from({ length: RECENT }, (_, i) => <Skeleton key={i} height={46} />)}
      {!isPending && !error && logs.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.empty}</Typography>}
      {logs.length > 0 && (
        <Box component="ol" sx={{ m: 0, p: 0 }} data-testid="dashboard-activities">
          {logs.map((log) => (
            <Box component="li" key={log.id} sx={{ listStyle: 'none', display: 'flex', gap: 1.5, py: 1.1, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
              <Box sx={{ width: 8, height: 8, mt: 0.9, borderRadius: '50%', bgcolor: 'primary.light', flexShrink: 0, boxShadow: '0 0 0 4px rgba(0,102,204,.12)' }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontSize: 14, fontWeight: 500 }}>{log.description}</Typography>
                <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {log.userName} · {formatDateTime(log.createdAt)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
};
