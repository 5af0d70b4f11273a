import { Dialog } from '../../ui/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { fill } from '../../i18n/fill';
import { jobScreens } from '../../i18n/tr/jobScreens';
import type { JobRecord } from './jobRecord';
import { OperationOrderEditor } from './OperationOrderEditor';
import { OperationSingleAdd } from './OperationSingleAdd';

const t = jobScreens.picker;

/** The operation picker of 001 section 2.2: single-add mode, or ordered selection (OP-1, OP-2 ...). */
export const OperationPickerDialog = ({ job, mode, onClose }: { job: JobRecord; mode: 'single' | 'ordered'; onClose: () => void }) => {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth={mode === 'ordered' ? 'md' : 'sm'} aria-labelledby="operation-picker-title">
      <DialogTitle id="operation-picker-title" sx={{ fontWeight: 800 }}>
        {mode === 'ordered' ? t.orderTitle : t.addTitle}
        <Typography variant="body2" noWrap sx={{ color: 'text.secondary' }}>
          {fill(t.jobLabel, { id: job.id, description: job.description })}
        </Typography>
      </DialogTitle>
      {mode === 'ordered' ? <OperationOrderEditor job={job} onClose={onClose} /> : <OperationSingleAdd job={job} onClose={onClose} />}
    </Dialog>
  );
};
