import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../domain/format';
import { pages } from '../../../i18n/tr/pages';
import { SectionCard } from '../SectionCard';
import { useApi } from '../useApi';
import type { LogEntry } from './logEntry';

const texts = pages.settings.recent;

/** The 10 most recent activity log rows (everyone's, for an admin). */
export const RecentActivitiesCard = () => {
  const { data, error, isPending } = useApi<{ logs: LogEntry[] }>('/logs/recent?limit=10');
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
      {error && <Alert severity="error">{texts.loadFailed}</Alert>}
      {isPending && [0, 1, 2].map((i) => <Skeleton key={i} height={44} />)}
      {!isPending && !error && logs.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.empty}</Typography>}
      {logs.length > 0 && (
        <List disablePadding dense data-testid="recent-activities">
          {logs.map((log) => (
            <ListItem key={log.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
              <Box sx={{ width: 8, height: 8, mt: 1.25, borderRadius: '50%', bgcolor: 'primary.light', flexShrink: 0 }} />
              <ListItemText
                primary={log.description}
                secondary={`${log.userName} · ${formatDateTime(log.createdAt)}`}
                slotProps={{ primary: { sx: { fontSize: 14, fontWeight: 500 } }, secondary: { sx: { fontSize: 12 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
};
