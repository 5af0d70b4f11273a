import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import HistoryIcon from '@mui/icons-material/History';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { userPermissions } from '../../../providers/session';
import { PageHeader } from '../../../ui/PageHeader';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { ExportProgress } from '../../../ui/ExportProgress';
import { useToast } from '../../../ui/ToastProvider';
import { useExportProgress } from '../../../ui/useExportProgress';
import { useUrlFilters } from '../../../ui/useUrlFilters';
import { downloadLogs } from './downloadLogs';
import { LogCardList } from './LogCardList';
import { LogFilterBar } from './LogFilterBar';
import { Pager } from '../../../ui/Pager';
import { exportPath, pagerState, type LogFilters } from './logQuery';
import { LogTable } from './LogTable';
import { useLogPage } from './useLogPage';

const texts = adminScreens.activityLogs;
const LOG_CHOICES = ['action', 'resource'] as const;

/** /admin/dashboard/activity-logs: everyone's log for admins, one's own for everyone else. */
export const LogsPage = () => {
  const { user } = useSignedInUser();
  const everyone = userPermissions(user).includes('canAccessActivityLog');
  const toast = useToast();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const url = useUrlFilters('search', LOG_CHOICES);
  const { page, setPage } = url;
  const { progress: exportProgress, track: trackExport } = useExportProgress();
  const filters: LogFilters = { search: url.text, ...url.choices };
  const applied = useMemo(() => ({ search: url.search, ...url.choices }), [url.search, url.choices]);
  // Which log to read depends on who asks: nothing is asked before the user is known.
  const { data, error, isPending, isFetching } = useLogPage(user ? everyone : null, page, applied);
  const logs = data?.logs ?? [];
  const pager = pagerState(page, data?.pagination);

  const changeFilters = (next: LogFilters) => {
    if (next.search !== filters.search) url.setText(next.search);
    for (const key of LOG_CHOICES) if (next[key] !== filters[key]) url.choose(key, next[key]);
  };
  const exportCsv = async () => {
    try {
      await trackExport((onProgress) => downloadLogs(exportPath(applied), onProgress));
    } catch {
      toast.error(texts.exportFailed);
    }
  };

  return (
    <Box>
      <PageHeader title={everyone ? texts.title : texts.myTitle} subtitle={everyone ? texts.subtitle : texts.mySubtitle} icon={<HistoryIcon />} />
      <LogFilterBar filters={filters} onChange={changeFilters} onExport={() => void exportCsv()} exporting={exportProgress !== null} />
      <ExportProgress progress={exportProgress} />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {texts.loadFailed}
        </Alert>
      )}
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px solid', borderColor: 'divider', overflow: 'hidden' }}>
        {isPending && !data && (
          <Box sx={{ p: 2 }}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} height={36} />
            ))}
          </Box>
        )}
        {data && !isFetching && !error && logs.length === 0 && <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>{texts.empty}</Typography>}
        {logs.length > 0 && <Box sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity .2s' }}>{phone ? <LogCardList logs={logs} /> : <LogTable logs={logs} />}</Box>}
        <Pager page={page} pages={pager.pages} total={pager.total} hasPrevious={pager.hasPrevious} hasNext={pager.hasNext} onPage={setPage} />
      </Paper>
    </Box>
  );
};
