import Box from '@mui/material/Box';
import { DataTable } from 'react-admin';
import { formatMoney } from '../../domain/format';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { JobCustomerCell } from './JobCustomerCell';
import { JobOperationChips } from './JobOperationChips';
import { JobPriorityChip } from './JobPriorityChip';
import type { JobRecord } from './jobRecord';
import { JobRowActions } from './JobRowActions';
import { JobStatusChip } from './JobStatusChip';
import { JobSummaryCell } from './JobSummaryCell';
import { JobThumbnails } from './JobThumbnails';
import { THUMBNAILS_SHOWN } from './thumbnailStrip';

const c = jobScreens.columns;
const Col = DataTable.Col<JobRecord>;

const money = (value: JobRecord['unitPrice']) => (value == null ? '-' : formatMoney(value));

/** The desktop job table; price columns exist only for roles that see prices (001 section 6). */
export const JobTable = ({ showPrices }: { showPrices: boolean }) => (
  <DataTable<JobRecord> bulkActionButtons={false} rowClick={false} hover sx={{ '& .RaDataTable-headerCell': { fontWeight: 700, bgcolor: 'grey.50', lineHeight: 1.25 }, '& td': { verticalAlign: 'top', py: 1.25, px: 1.25 }, '& th': { px: 1.25 } }}>
    <Col source="createdAt" label={c.job} render={(job) => <JobSummaryCell job={job} />} />
    <Col source="customer" label={`${c.customer} / ${c.workstation}`} render={(job) => <JobCustomerCell job={job} />} />
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
