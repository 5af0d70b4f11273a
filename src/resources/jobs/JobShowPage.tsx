import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Show, useCreatePath, useRecordContext } from 'react-admin';
import { formatDate, formatQuantity } from '../../domain/format';
import { jobsResource } from '../../domain/resources/jobs';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { shopScreens } from '../../i18n/tr/shopScreens';
import { shopPaths } from '../../domain/shopPaths';
import { RecordTabs } from '../generic/RecordTabs';
import { FieldCell } from '../generic/FieldCell';
import { useVisibleFields } from '../generic/useVisibleFields';
import { JobCardLine } from './JobCardLine';
import { JobOperationProgress } from './JobOperationProgress';
import { JobPriorityChip } from './JobPriorityChip';
import { JobProjectLine } from './JobProjectLine';
import { thumbnailPaths, type JobRecord } from './jobRecord';
import { JobStatusChip } from './JobStatusChip';
import { PhotoThumbnail } from './PhotoThumbnail';
import { PhotoViewer } from './PhotoViewer';

const t = jobScreens.show;
const f = jobs.fields;

/** Declared fields shown as their kind shows them (a dash when empty); the prices only to roles that receive them. */
const declared = (...sources: string[]) => jobsResource.fields.filter((field) => sources.includes(field.source));
const DETAILS = declared('workstationName', 'assignedToName', 'quantity', 'deadline', 'createdByName');
const PRICES = ['unitPrice', 'totalPrice'];

const Section = ({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) => (
  <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }} data-testid={testId} aria-label={title} component="section">
    <Typography component="h2" sx={{ fontWeight: 800, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Paper>
);

/** The job's content: what it is, its project, its notes, its operations in order, its photos, its price for those who may see it. */
const JobShowContent = () => {
  const job = useRecordContext<JobRecord>();
  // The declaration's field rights decide, as for the list's columns.
  const visible = useVisibleFields(jobsResource);
  const [viewing, setViewing] = useState<number | null>(null);
  if (!job) return null;
  const prices = visible.filter((field) => PRICES.includes(field.source));
  const paths = thumbnailPaths(job);
  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          #{job.id} · {formatDate(job.createdAt)}
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {job.title || job.description}
        </Typography>
        {job.title && job.description && job.description !== job.title && <Typography sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap' }}>{job.description}</Typography>}
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <JobStatusChip status={job.status} />
          <JobPriorityChip priority={job.priority} />
        </Stack>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <Section title={t.details}>
          <Stack spacing={0.5}>
            <JobCardLine label={f.customer} value={job.customer || job.customerName || jobScreens.noCustomer} />
            <JobProjectLine projectId={job.projectId} />
            {DETAILS.map((field) => (
              <JobCardLine key={field.source} label={field.label} value={<FieldCell field={field} />} />
            ))}
            <JobCardLine label={f.estimatedHours} value={job.estimatedHours == null ? t.notSet : fill(jobScreens.hours, { n: formatQuantity(job.estimatedHours) })} />
          </Stack>
        </Section>
        {prices.length > 0 && (
          <Section title={t.prices} testId="job-show-prices">
            <Stack spacing={0.5}>
              {prices.map((field) => (
                <JobCardLine key={field.source} label={field.label} value={<FieldCell field={field} />} />
              ))}
            </Stack>
          </Section>
        )}
        <Section title={t.notes} testId="job-show-notes">
          <Typography sx={{ whiteSpace: 'pre-wrap', fontSize: 14, color: job.notes ? 'text.primary' : 'text.secondary' }}>{job.notes?.trim() ? job.notes : t.noNotes}</Typography>
        </Section>
        <Section title={t.operations} testId="job-show-operations">
          <JobOperationProgress job={job} />
        </Section>
        <Section title={t.photos} testId="job-show-photos">
          {paths.length ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {paths.map((path, index) => (
                <PhotoThumbnail key={path} path={path} size={96} label={`${index + 1}`} onOpen={() => setViewing(index)} />
              ))}
            </Box>
          ) : (
            <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{jobScreens.noPhotos}</Typography>
          )}
        </Section>
      </Box>
      {viewing !== null && <PhotoViewer photoKeys={job.attachments} startIndex={viewing} onClose={() => setViewing(null)} />}
    </Stack>
  );
};

const Title = () => {
  const job = useRecordContext<JobRecord>();
  return <>{job ? fill(t.title, { id: job.id }) : jobs.title}</>;
};

/** A job's own page (/admin/dashboard/list-jobs/{id}/show), through the declared resource; opened from its row or card. */
export const JobShowPage = () => {
  const createPath = useCreatePath();
  const { id } = useParams();
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button component={RouterLink} to={createPath({ resource: jobsResource.route, type: 'list' })} startIcon={<ArrowBackIcon />}>
          {t.back}
        </Button>
        {id && (
          <Button component={RouterLink} to={shopPaths.traveller(id)} startIcon={<PrintIcon />}>
            {shopScreens.traveller.action}
          </Button>
        )}
      </Box>
      <Show title={<Title />} actions={false} component="div">
        <RecordTabs declaration={jobsResource}>
          <JobShowContent />
        </RecordTabs>
      </Show>
    </Box>
  );
};
