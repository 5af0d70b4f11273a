import Stack from '@mui/material/Stack';
import { useListContext } from 'react-admin';
import { JobCard } from './JobCard';
import type { JobRecord } from './jobRecord';

/** The list's page as cards, for phones. */
export const JobCardList = ({ showPrices }: { showPrices: boolean }) => {
  const { data } = useListContext<JobRecord>();
  return (
    <Stack spacing={1.25} sx={{ p: 1.25 }}>
      {(data ?? []).map((job) => (
        <JobCard key={job.id} job={job} showPrices={showPrices} />
      ))}
    </Stack>
  );
};
