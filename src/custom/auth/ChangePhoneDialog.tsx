import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { validation as v } from '../../i18n/tr/validation';
import { auth } from '../../i18n/tr/auth';
import { useToast } from '../../ui/ToastProvider';
import { changePhoneNumber } from './authApi';
import { COOLDOWN_SECONDS, formatMmSs, smsCooldownKey, startCooldown, timestampToMs } from './cooldown';
import { fill } from '../../i18n/fill';
import { FormPhoneField } from './FormPhoneField';
import { phoneToWire, typedNationalDigits } from './phoneTyping';
import { requestErrorText, retryAfterSeconds, statusOf } from '../../ui/requestError';

const t = auth.changePhone;

/** Change phone: not empty, at least 10 digits (000 section 5). */
const changePhoneForm = z.object({
  newPhone: z
    .string()
    .trim()
    .min(1, v.newPhoneRequired)
    .refine((value) => typedNationalDigits(value).length >= 10, v.newPhoneInvalid),
});
type ChangePhoneForm = z.infer<typeof changePhoneForm>;

interface ChangePhoneDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new number (90 + 10 digits). */
  onChanged: (phone: string) => void;
  onUnauthorized: () => void;
}

export const ChangePhoneDialog = ({ open, onClose, onChanged, onUnauthorized }: ChangePhoneDialogProps) => {
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ChangePhoneForm>({
    resolver: zodResolver(changePhoneForm),
    defaultValues: { newPhone: '' },
  });

  const close = () => {
    setFailure(null);
    reset();
    onClose();
  };

  const onSubmit = handleSubmit(async ({ newPhone }) => {
    setFailure(null);
    const wire = phoneToWire(newPhone);
    try {
      const answer = await changePhoneNumber(wire);
      // A code already went to the new number: the verification screen must not send another at once.
      if (answer.smsTimeestamp != null) startCooldown(smsCooldownKey(wire), COOLDOWN_SECONDS, timestampToMs(answer.smsTimeestamp));
      toast.success(answer.message || t.success);
      reset();
      onChanged(wire);
    } catch (err) {
      const status = statusOf(err);
      const wait = status === 429 ? retryAfterSeconds(err) : undefined;
      if (status === 401) onUnauthorized();
      // A code went out moments ago: say how long until another may go to the new number.
      else if (wait) setFailure(`${requestErrorText(err, t.failed)} ${fill(auth.common.wait, { time: formatMmSs(wait) })}`);
      else setFailure(requestErrorText(err, t.failed));
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t.title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <FormPhoneField control={control} name="newPhone" label={t.label} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t.cancel}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
