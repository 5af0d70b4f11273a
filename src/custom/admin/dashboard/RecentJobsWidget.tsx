import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../domain/format';
import { formatTurkishNumber } from '../../../domain/turkishNumber';
import { jobsResource } from '../../../domain/resources/jobs';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { jobs as jobTexts } from '../../../i18n/tr/jobs';
import { HttpError } from '../../../providers/httpClient';
import { SectionCard } from '../../pages/SectionCard';
import { allJobsLabel, DASHBOARD_JOBS, dashboardJobCost, dashboardJobHours, dashboardJobStatus, jobLabel, type DashboardJob } from './dashboardJobs';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.dashboard.jobs;

const StatusChip = ({ status }: { status?: string }) => (
  <Chip size="small" label={dashboardJobStatus(status)} color={status === 'completed' ? 'success' : 'warning'} variant="outlined" sx={{ fontWeight: 600 }} />
);

/** The first 3 jobs, with their dashboard status and cost (worked hours once known, else estimated), and a link to all of them. */
export const RecentJobsWidget = () => {
  // Through the declared resource: a job created, changed or deleted elsewhere refreshes this list too.
  const { data = [], total: listed, error, isPending } = useGetList<DashboardJob>(jobsResource.name, { pagination: { page: 1, perPage: DASHBOARD_JOBS }, sort: jobsResource.defaultSort }, { retry: false });
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Without the jobs area (404) the widget is simply empty.
  const missing = error instanceof HttpError && error.status === 404;
  const jobs = data.slice(0, DASHBOARD_JOBS);
  const total = listed ?? jobs.length;
  return (
    <SectionCard
      title={texts.title}
      icon={<AssignmentIcon />}
      action={
        <Button component={Link} to="/admin/dashboard/list-jobs" size="small" data-testid="all-jobs-link">
          {allJobsLabel(total)}
        </Button>
      }
    >
      {error && !missing && <Alert severity="error">{jobTexts.loadFailed}</Alert>}
      {isPending && Array.from({ length: DASHBOARD_JOBS }, (_, i) => <Skeleton key={i} height={44} />)}
      {!isPending && (!error || missing) && jobs.length === 0 && <Typography sx={{ color: 'text.secondary' }}>{texts.empty}</Typography>}
      {jobs.length > 0 && phone && (
        <Box component="ul" sx={{ m: 0, p: 0 }} data-testid="dashboard-jobs">
          {jobs.map((job) => (
            <Box component="li" key={job.id} sx={{ listStyle: 'none', py: 1.25, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {/* Wrapped, not cut: a job is mostly known by its description, longer than a phone's line. */}
                <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {jobLabel(job)}
                </Typography>
                <StatusChip status={job.status} />
              </Box>
              <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.25 }}>
                {(job.customer ?? job.customerName) || '-'} · {formatMoney(dashboardJobCost(job))}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {jobs.length > 0 && !phone && (
        <Table size="small" data-testid="dashboard-jobs" sx={{ '& th': { fontWeight: 700, color: 'text.secondary', fontSize: 13 }, '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{texts.job}</TableCell>
              <TableCell>{texts.customer}</TableCell>
              <TableCell>{texts.status}</TableCell>
              <TableCell align="right">{texts.cost}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell sx={{ fontWeight: 600, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{jobLabel(job)}</TableCell>
                <TableCell>{(job.customer ?? job.customerName) || '-'}</TableCell>
                <TableCell>
                  <StatusChip status={job.status} />
                </TableCell>
                <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {formatMoney(dashboardJobCost(job))}
                  <Typography component="span" sx={{ display: 'block', fontSize: 11.5, color: 'text.secondary' }}>
                    {fill(texts.hours, { hours: formatTurkishNumber(dashboardJobHours(job)) })}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </SectionCard>
  );
};
