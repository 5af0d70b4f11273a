import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { formatCount } from '../domain/format';
import { fill } from '../i18n/fill';
import { transferScreens as texts } from '../i18n/tr/transferScreens';
import type { RowProgress } from '../providers/readCsvDownload';

/**
 * A running export at the bottom of the screen: '1.200 / 40.000 kayıt' over a determinate bar,
 * or, with no count from the server, the rows alone over an indeterminate one. The page stays usable.
 */
export const ExportProgress = ({ progress }: { progress: RowProgress | null }) => {
  // Gone at once when the export ends: a closing transition would show the cleared counts.
  if (!progress) return null;
  const { rows, total } = progress;
  const known = total !== null && total > 0;
  // Rows written after the count was taken may run past it: the bar then stays full.
  const label = known ? fill(texts.exportProgress, { rows: formatCount(rows), total: formatCount(Math.max(rows, total)) }) : fill(texts.exportProgressUnknown, { rows: formatCount(rows) });
  return (
    <Snackbar open anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Paper elevation={6} sx={{ px: 2, py: 1.5, width: 320, maxWidth: '100%' }} data-testid="export-progress" role="status">
        <Typography variant="body2" sx={{ mb: 1 }}>
          {label}
        </Typography>
        {/* Keyed apart: a bar reused from the indeterminate one would slide in from wherever its animation was. */}
        {known ? (
          <LinearProgress key="determinate" variant="determinate" value={Math.min(100, (rows / total) * 100)} aria-label={label} />
        ) : (
          <LinearProgress key="indeterminate" aria-label={label} />
        )}
      </Paper>
    </Snackbar>
  );
};
