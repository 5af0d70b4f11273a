import { useCanAccess, useCreatePath, useGetList } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobsResource } from '../../../domain/resources/jobs';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { JobStatusChip } from '../../jobs/JobStatusChip';
import type { JobRecord } from '../../jobs/jobRecord';

const t = projectScreens.detail;

/** The project's jobs, newest first, each a link to its page; shown only to those who may list jobs. */
export const ProjectJobsSection = ({ projectId }: { projectId: number }) => {
  const { canAccess } = useCanAccess({ action: 'list', resource: jobsResource.name });
  const createPath = useCreatePath();
  const { data: jobs = [], isPending } = useGetList<JobRecord>(
    jobsResource.name,
    { pagination: { page: 1, perPage: 50 }, sort: { field: 'createdAt', order: 'DESC' }, filter: { projectId } },
    { enabled: !!canAccess },
  );
  if (!canAccess) return null;
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="project-jobs" component="section" aria-label={t.jobs}>
      <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
        {t.jobs}
      </Typography>
      {!isPending && jobs.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noJobs}</Typography>}
      <List dense disablePadding>
        {jobs.map((job) => (
          <ListItem key={job.id} divider sx={{ gap: 1 }}>
            <Link component={RouterLink} to={createPath({ resource: jobsResource.route, type: 'show', id: job.id })} sx={{ flex: 1, minWidth: 0, fontWeight: 600, fontSize: 14 }} noWrap>
              #{job.id} {job.title || job.description}
            </Link>
            <JobStatusChip status={job.status} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};
