import { useState } from 'react';
import { Button } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatCount } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { bulk as texts } from '../../i18n/tr/bulk';
import { BulkRefusals } from './BulkRefusals';
import { useBulkChange, type BulkTarget } from './useBulkChange';

const t = texts.screen;

/** 'Seçilenleri Sil': asked first with how many records go; a refusal lists the records that may not, and nothing went. */
export const BulkDeleteButton = ({ target }: { target: BulkTarget }) => {
  const [open, setOpen] = useState(false);
  const change = useBulkChange(target);
  const close = () => {
    setOpen(false);
    change.clear();
  };
  const confirm = async () => {
    if (await change.run('delete')) close();
  };
  return (
    <>
      <Button label={t.delete} onClick={() => setOpen(true)} color="error">
        <DeleteIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="bulk-delete-title">
        <DialogTitle id="bulk-delete-title">{t.delete}</DialogTitle>
        <DialogContent>
          <Typography sx={{ fontWeight: 600 }}>{fill(t.willDelete, { count: formatCount(target.count) })}</Typography>
          {change.outcome && <BulkRefusals outcome={change.outcome} />}
        </DialogContent>
        <DialogActions>
          <Button label={t.cancel} onClick={close} />
          <Button label={t.confirm} variant="contained" color="error" onClick={confirm} disabled={change.pending || Boolean(change.outcome)} />
        </DialogActions>
      </Dialog>
    </>
  );
};
