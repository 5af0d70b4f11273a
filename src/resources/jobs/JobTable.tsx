import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataTable } from 'react-admin';
import { formatDate, formatMoney } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { JobOperationChips } from './JobOperationChips';
import { JobPriorityChip } from './JobPriorityChip';
import type { JobRecord } from './jobRecord';
import { JobRowActions } from './JobRowActions';
import { JobStatusChip } from './JobStatusChip';
import { JobThumbnails } from './JobThumbnails';
import { THUMBNAILS_SHOWN } from './thumbnailStrip';

const c = jobScreens.columns;
const Col = DataTable.Col<JobRecord>;

/** A title made from the description's first words adds nothing: it is shown only when it differs. */
const ownTitle = (job: JobRecord) => (job.title && !job.description.startsWith(job.title) ? ` · ${job.title}` : '');

const JobSummary = ({ job }: { job: JobRecord }) => (
  <Box sx={{ minWidth: 180, maxWidth: 280 }}>
    <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 600 }}>
      #{job.id} · {formatDate(job.createdAt)}
      {ownTitle(job)}
    </Typography>
    <Typography variant="body2" sx={{ fontWeight: 600, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
      {job.description}
    </Typography>
    {job.assignedToName && (
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {c.operator}: {job.assignedToName}
      </Typography>
    )}
  </Box>
);

const CustomerAndBench = ({ job }: { job: JobRecord }) => (
  <Box sx={{ minWidth: 110 }}>
    <Typography variant="body2" sx={{ fontWeight: 500 }}>
      {job.customer || job.customerName || '-'}
    </Typography>
    <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {job.workstationName}
    </Typography>
  </Box>
);

const money = (value: JobRecord['unitPrice']) => (value == null ? '-' : formatMoney(value));

/** The desktop job table; price columns exist only for roles that see prices (001 section 6). */
export const JobTable = ({ showPrices }: { showPrices: boolean }) => (
  <DataTable<JobRecord> bulkActionButtons={false} rowClick={false} hover sx={{ '& .RaDataTable-headerCell': { fontWeight: 700, bgcolor: 'grey.50', lineHeight: 1.25 }, '& td': { verticalAlign: 'top', py: 1.25, px: 1.25 }, '& th': { px: 1.25 } }}>
    <Col source="createdAt" label={c.job} render={(job) => <JobSummary job={job} />} />
    <Col source="customer" label={`${c.customer} / ${c.workstation}`} render={(job) => <CustomerAndBench job={job} />} />
    <Col
      source="status"
      label={c.status}
      render={(job) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.75 }}>
          <JobStatusChip status={job.status} />
          <JobPriorityChip priority={job.priority} />
        </Box>
      )}
    />
    <Col source="quantity" label={c.quantity} align="right" />
    {showPrices && <Col source="unitPrice" label={c.unitPrice} align="right" render={(job) => <Box sx={{ whiteSpace: 'nowrap' }}>{money(job.unitPrice)}</Box>} />}
    {showPrices && <Col source="totalPrice" label={c.totalPrice} align="right" render={(job) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{money(job.totalPrice)}</Box>} />}
    <Col label={c.photos} disableSort render={(job) => <JobThumbnails job={job} max={THUMBNAILS_SHOWN.desktop} size={30} />} />
    <Col label={c.operations} disableSort render={(job) => <Box sx={{ minWidth: 150, maxWidth: 230 }}><JobOperationChips operations={job.operations} /></Box>} />
    <Col label={c.actions} disableSort align="right" render={(job) => <JobRowActions job={job} />} />
  </DataTable>
);
