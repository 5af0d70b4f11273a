import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { adminScreens } from '../../i18n/tr/adminScreens';
import type { CounterRecord } from './counterForm';
import { fill } from '../../i18n/fill';

const texts = adminScreens.counters;

interface CounterDeleteDialogProps {
  record: CounterRecord | null;
  busy: boolean;
  onConfirm: (record: CounterRecord) => Promise<boolean>;
  onClose: () => void;
}

/** Asks before a bench is deleted; a bench still used by jobs is refused by the server with its reason. */
export const CounterDeleteDialog = ({ record, busy, onConfirm, onClose }: CounterDeleteDialogProps) => (
  <Dialog open={!!record} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="counter-delete-title">
    <DialogTitle id="counter-delete-title" sx={{ fontWeight: 700 }}>
      {texts.deleteTitle}
    </DialogTitle>
    <DialogContent>
      <DialogContentText>{fill(texts.deleteBody, { name: record?.name ?? '' })}</DialogContentText>
    </DialogContent>
    <DialogActions sx={{ px: 3, pb: 2.5 }}>
      <Button onClick={onClose} disabled={busy}>
        {adminScreens.common.cancel}
      </Button>
      <Button
        variant="contained"
        color="error"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        onClick={async () => {
          if (record && (await onConfirm(record))) onClose();
        }}
      >
        {adminScreens.common.delete}
      </Button>
    </DialogActions>
  </Dialog>
);
