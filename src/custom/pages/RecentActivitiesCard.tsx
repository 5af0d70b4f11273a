import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/format';
import { SectionCard } from './SectionCard';
import { useRecentLogs } from './useRecentLogs';

export interface RecentActivitiesTexts {
  title: string;
  all: string;
  empty: string;
  failed: string;
}

/**
 * The latest activity log rows (everyone's for an admin, one's own otherwise), linking to the
 * full log: the dashboard shows 5, the settings page 10.
 */
export const RecentActivitiesCard = ({ limit, texts, testId }: { limit: number; texts: RecentActivitiesTexts; testId: string }) => {
  const { data: logs = [], error, isPending } = useRecentLogs(limit);
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
      {isPending && Array.from({ length: Math.min(limit, 5) }, (_, i) => <Skeleton key={i} height={46} />)}
      {!isPending && !error && logs.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.empty}</Typography>}
      {logs.length > 0 && (
        <Box component="ol" sx={{ m: 0, p: 0 }} data-testid={testId}>
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
