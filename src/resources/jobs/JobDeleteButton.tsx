import { useState } from 'react';
import { Button, useRecordContext } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { canDeleteJob } from '../../domain/jobRights';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { JobDeleteDialog } from './JobDeleteDialog';
import type { JobRecord } from './jobRecord';
import { stopRowClick } from './stopRowClick';

const label = jobScreens.actions.delete;

/** A row's delete, for those the server lets delete this job; its photos go with it (JobDeleteDialog). */
export const JobDeleteButton = () => {
  const job = useRecordContext<JobRecord>();
  const { user } = useSignedInUser();
  const [open, setOpen] = useState(false);
  // Mirrors the server's rule; the server refuses the rest.
  if (!job || !user || !canDeleteJob(user, job)) return null;
  return (
    <span onClick={stopRowClick}>
      <Button label={label} aria-label={`${label}: #${job.id}`} color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      {open && <JobDeleteDialog job={job} onClose={() => setOpen(false)} />}
    </span>
  );
};
