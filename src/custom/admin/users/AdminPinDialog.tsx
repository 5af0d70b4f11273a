import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fullNameOf } from '../../../domain/user';
import { fill } from '../../../i18n/fill';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { adminPinForm, type AdminPinValues } from '../../shop/shopForms';
import { setUserPin, type AdminUser } from './usersApi';

const t = shopScreens.adminPin;

/** An admin sets an operator's tablet PIN (one who forgot theirs, or a new hand without a profile visit yet). */
export const AdminPinDialog = ({ user, onClose, onSuccess }: { user: AdminUser; onClose: () => void; onSuccess: (message: string) => void }) => {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<AdminPinValues>({ resolver: zodResolver(adminPinForm), defaultValues: { pin: '' } });
  const submit = handleSubmit(async ({ pin }) => {
    setBusy(true);
    setRefusal(null);
    try {
      await setUserPin(user.id, pin);
      onSuccess(shopScreens.pinSetting.saved);
      onClose();
    } catch (err) {
      setRefusal(requestErrorText(err, shopScreens.pinSetting.failed));
      setBusy(false);
    }
  });
  return (
    <FormDialog title={fill(t.title, { name: fullNameOf(user) })} saveLabel={t.save} cancelLabel={t.cancel} busy={busy} error={refusal} onSubmit={submit} onClose={onClose} maxWidth="xs" testId="admin-pin-dialog">
      <Alert severity="info">{t.hint}</Alert>
      <FormTextField control={control} name="pin" label={t.pin} type="password" autoComplete="off" autoFocus fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
    </FormDialog>
  );
};
