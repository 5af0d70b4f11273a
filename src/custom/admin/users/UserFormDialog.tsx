import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { Dialog } from '../../../ui/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { validation } from '../../../i18n/tr/validation';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { UserFormFields } from './UserFormFields';
import type { UserFormErrors, UserFormValues } from './userForm';
import { DialogActionRow } from '../../../ui/DialogActionRow';

interface UserFormDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  title: string;
  submitLabel: string;
  initial: UserFormValues;
  validate: (values: UserFormValues) => UserFormErrors;
  /** Sends the form; resolves to field errors from the server, or nothing when done. */
  onSubmit: (values: UserFormValues) => Promise<UserFormErrors | void>;
  onClose: () => void;
  roleLocked?: boolean;
  note?: ReactNode;
}

/** The add and edit dialogs: the spec's rules checked on submit, then the call. */
export const UserFormDialog = ({ open, mode, title, submitLabel, initial, validate, onSubmit, onClose, roleLocked, note }: UserFormDialogProps) => {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    setValues(initial);
    setErrors({});
    // Reset only when the dialog opens, not on every render of a fresh `initial` object.
  }, [open]);

  const change = (next: UserFormValues) => {
    setValues(next);
    // Once shown, messages follow the fields as they are corrected.
    if (Object.keys(errors).length) setErrors(validate(next));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const serverErrors = await onSubmit(values);
      if (serverErrors && Object.keys(serverErrors).length) setErrors(serverErrors);
    } finally {
      setSaving(false);
    }
  };

  const { form: refusal, ...fieldErrors } = errors;
  const invalid = Object.keys(fieldErrors).length > 0;
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true, 'aria-label': title } as object }}>
      <DialogTitle sx={{ fontWeight: 700 }}>{title}</DialogTitle>
      <DialogContent>
        {(invalid || refusal) && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal ?? validation.checkAllFields}
          </Alert>
        )}
        <UserFormFields mode={mode} values={values} errors={errors} onChange={change} roleLocked={roleLocked} />
        {note}
      </DialogContent>
      <DialogActionRow cancelLabel={adminScreens.common.cancel} confirmLabel={submitLabel} busy={saving} onCancel={onClose} />
    </Dialog>
  );
};
