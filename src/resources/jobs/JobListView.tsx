import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { Pagination, useListContext } from 'react-admin';
import { canSeePrices } from '../../domain/permissions';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { jobs } from '../../i18n/tr/jobs';
import { PageHeader } from '../../ui/PageHeader';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { userPermissions } from '../../providers/session';
import { JobCardList } from './JobCardList';
import { JobDialogContext, type JobDialog } from './jobDialogContext';
import { JobDialogs } from './JobDialogs';
import { JobFilterBar } from './JobFilterBar';
import { JobListEmpty } from './JobListEmpty';
import { JobTable } from './JobTable';
import { jobsResource } from '../../domain/resources/jobs';
import { TransferButtons } from '../generic/TransferButtons';

const paperSx = { borderRadius: 3, border: '1px solid', borderColor: 'divider' } as const;

/** 'İş Listesi' (001 section 2.2): filters, table or cards below 600 px, row actions and their dialogs. */
export const JobListView = () => {
  const { user } = useSignedInUser();
  const mobile = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { total, isPending, isFetching, data } = useListContext();
  const [dialog, setDialog] = useState<JobDialog | null>(null);
  const showPrices = !!user && canSeePrices(user.role);
  const canCreate = userPermissions(user).includes('canCreateJobs');
  const empty = !isPending && !data?.length;

  return (
    <JobDialogContext.Provider value={setDialog}>
      <PageHeader
        title={jobs.title}
        subtitle={jobScreens.subtitle}
        icon={<AssignmentIcon />}
        actions={
          canCreate && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })} disableElevation sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
              {jobs.addButton}
            </Button>
          )
        }
      />
      <Paper elevation={0} sx={{ ...paperSx, p: 2, mb: 2 }}>
        <JobFilterBar />
      </Paper>
      <Paper elevation={0} sx={{ ...paperSx, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, borderBottom: '1px solid', borderColor: 'divider' }}>
          <Chip size="small" label={fill(jobScreens.total, { n: total ?? 0 })} sx={{ fontWeight: 700 }} data-testid="job-total" />
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <TransferButtons declaration={jobsResource} />
          </Box>
        </Box>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {empty ? <JobListEmpty /> : mobile ? <JobCardList showPrices={showPrices} /> : (
          // contain: the layout sizes itself to its widest content; a wide table scrolls here instead.
          <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
            <JobTable showPrices={showPrices} />
          </Box>
        )}
        <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
      </Paper>
      <JobDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </JobDialogContext.Provider>
  );
};
