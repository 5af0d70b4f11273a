import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { useParams } from 'react-router-dom';
import { formatDate, formatDateTime } from '../../../domain/istanbulTime';
import { describesMore, jobName } from '../../../domain/jobName';
import { fill } from '../../../i18n/fill';
import { jobs } from '../../../i18n/tr/jobs';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import { useMethodQuery } from '../../../providers/useMethodQuery';
import { requestErrorText } from '../../../ui/requestError';
import { shopQueryKeys } from '../../../providers/shopQueryKeys';
import { TravellerOperations } from './TravellerOperations';
import { TRAVELLER_PRINT_STYLES } from './travellerPrint';
import { formatCount } from '../../../domain/format';

const t = shopScreens.traveller;

const Fact = ({ label, value }: { label: string; value: string | number }) => (
  <Box>
    <Typography sx={{ fontSize: 13, color: 'text.secondary', textTransform: 'uppercase', letterSpacing: '.04em' }}>{label}</Typography>
    <Typography sx={{ fontSize: 18, fontWeight: 700 }}>{value}</Typography>
  </Box>
);

/** /shop/jobs/:jobId/traveller: the job's A4 card that travels with the parts, one QR code per operation. */
export const TravellerPage = () => {
  const { jobId = '' } = useParams();
  const { data, isPending, error } = useMethodQuery(shopQueryKeys.job(jobId), (dataProvider) => dataProvider.getShopJob(jobId), { enabled: jobId !== '' });
  if (isPending) return <LinearProgress />;
  if (error || !data) return <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>;
  const { job, bench } = data;
  return (
    <Box sx={{ maxWidth: 900 }}>
      <GlobalStyles styles={TRAVELLER_PRINT_STYLES} />
      <Box data-print-hide sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} sx={{ minHeight: 48 }}>
          {t.print}
        </Button>
      </Box>
      <Paper data-print-area data-testid="traveller" sx={{ p: 4, display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, borderBottom: '3px solid #004AAD', pb: 1 }}>
          <Typography component="h1" sx={{ fontSize: 28, fontWeight: 800 }}>
            {t.title} · {t.job} #{job._id}
          </Typography>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{fill(t.printedAt, { date: formatDateTime(new Date()) })}</Typography>
        </Box>
        <Box>
          <Typography sx={{ fontSize: 24, fontWeight: 800 }}>{jobName(job, job._id)}</Typography>
          {describesMore(job) && <Typography sx={{ fontSize: 17, whiteSpace: 'pre-wrap' }}>{job.description}</Typography>}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2 }}>
          <Fact label={t.quantity} value={formatCount(job.quantity)} />
          <Fact label={t.deadline} value={formatDate(job.deadline)} />
          <Fact label={t.priority} value={jobs.priorities[job.priority] ?? job.priority} />
          <Fact label={t.bench} value={bench?.name ?? t.noBench} />
          <Fact label={t.project} value={job.projectName ?? '-'} />
        </Box>
        <Box>
          <Typography component="h2" sx={{ fontSize: 20, fontWeight: 800, mb: 1 }}>
            {t.operations}
          </Typography>
          <TravellerOperations job={job} benchId={bench?._id ?? null} origin={window.location.origin} />
        </Box>
      </Paper>
    </Box>
  );
};
