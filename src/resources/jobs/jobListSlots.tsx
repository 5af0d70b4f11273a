import Box from '@mui/material/Box';
import { JobOperationChips } from './JobOperationChips';
import { JobThumbnails } from './JobThumbnails';
import { THUMBNAILS_SHOWN } from './thumbnailStrip';

// The job list's slots in one module, loaded with the list (index.ts names them lazily).
export { JobCard } from './JobCard';
export { JobCustomerCell } from './JobCustomerCell';
export { JobDeleteButton } from './JobDeleteButton';
export { JobListTools } from './JobListTools';
export { JobRowActions } from './JobRowActions';
export { JobStateCell } from './JobStateCell';
export { JobSummaryCell } from './JobSummaryCell';
export { DayInput } from '../generic/DayInput';

/** The table's photo column: four thumbnails, then '+N'. */
export const JobThumbnailsCell = () => <JobThumbnails max={THUMBNAILS_SHOWN.desktop} size={30} />;

/** The table's operation column, kept narrow. */
export const JobOperationsCell = () => (
  <Box sx={{ minWidth: 150, maxWidth: 230 }}>
    <JobOperationChips />
  </Box>
);
