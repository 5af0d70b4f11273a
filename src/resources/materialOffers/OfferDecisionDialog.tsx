import { useEffect, useState } from 'react';
import { useRefresh } from 'react-admin';
import { Dialog } from '../../ui/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { formatMoney } from '../../domain/format';
import type { MaterialOfferRecord } from '../../domain/resources/materialOffers';
import { fill } from '../../i18n/fill';
import { materialOffers as texts } from '../../i18n/tr/materialOffers';
import { DialogActionRow } from '../../ui/DialogActionRow';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import { decideOffer, type OfferDecision } from './offerDecisions';

const t = texts.screens;

/** The question before the shop decides an offer, with a note the supplier will read; the lists follow through react-admin's refresh. */
export const OfferDecisionDialog = ({ offer, decision, onClose }: { offer: MaterialOfferRecord | null; decision: OfferDecision; onClose: () => void }) => {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = useRefresh();
  const toast = useToast();
  useEffect(() => {
    setNote('');
    setFailure(null);
  }, [offer]);
  const names = { supplier: offer?.supplier ?? '', material: offer?.material ?? '', price: formatMoney(offer?.pricePerKg ?? 0) };
  const confirm = async () => {
    if (!offer) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await decideOffer(Number(offer.id), decision, note);
      toast.success(answer.message);
      refresh();
      onClose();
    } catch (err) {
      setFailure(requestErrorText(err, t.decisionFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={!!offer} onClose={busy ? undefined : onClose} fullWidth maxWidth="xs" data-testid="offer-decision">
      <DialogTitle sx={{ fontWeight: 800 }}>{decision === 'accept' ? t.acceptTitle : t.rejectTitle}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <DialogContentText>{fill(decision === 'accept' ? t.acceptBody : t.rejectBody, names)}</DialogContentText>
        <TextField label={t.decisionNote} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActionRow
        cancelLabel={t.cancel}
        confirmLabel={decision === 'accept' ? t.accept : t.reject}
        busy={busy}
        onCancel={onClose}
        onConfirm={() => void confirm()}
        color={decision === 'accept' ? 'primary' : 'error'}
      />
    </Dialog>
  );
};
