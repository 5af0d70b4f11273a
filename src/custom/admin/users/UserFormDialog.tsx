import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { validation } from '../../../i18n/tr/validation';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { UserFormFields } from './UserFormFields';
import type { UserFormErrors, UserFormValues } from './userForm';
import { userFormResolver, type newUserFormSchema, type UserFormState, type userEditFormSchema } from './userFormResolver';

interface UserFormDialogProps {
  open: boolean;
  mode: 'add' | 'edit';
  title: string;
  submitLabel: string;
  initial: UserFormValues;
  /** The declared body's rules, on the body the form would send (userFormResolver.ts). */
  schema: typeof newUserFormSchema | typeof userEditFormSchema;
  /** Sends the form; resolves to field errors from the server, or nothing when done. */
  onSubmit: (values: UserFormValues) => Promise<UserFormErrors | void>;
  onClose: () => void;
  roleLocked?: boolean;
  note?: ReactNode;
}

/** The add and edit dialogs: the declared rules checked on submit, then the call; the server's refusal stays in the dialog. */
export const UserFormDialog = ({ open, mode, title, submitLabel, initial, schema, onSubmit, onClose, roleLocked, note }: UserFormDialogProps) => {
  const form = useForm<UserFormState>({ resolver: userFormResolver(schema), defaultValues: initial });
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    form.reset(initial);
    setRefusal(null);
    // Reset only when the dialog opens, not on every render of a fresh `initial` object.
  }, [open]);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    const found = await onSubmit(values);
    if (!found) return;
    const { form: message, ...fields } = found;
    for (const [name, text] of Object.entries(fields)) form.setError(name as keyof UserFormState, { type: 'server', message: text });
    setRefusal(message ?? null);
  });

  const invalid = Object.keys(form.formState.errors).length > 0;
  return (
    <FormDialog
      open={open}
      title={title}
      saveLabel={submitLabel}
      cancelLabel={adminScreens.common.cancel}
      busy={form.formState.isSubmitting}
      error={refusal ?? (invalid ? validation.checkAllFields : null)}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <UserFormFields mode={mode} form={form} roleLocked={roleLocked} />
      {note}
    </FormDialog>
  );
};
