import Typography from '@mui/material/Typography';
import type { RoleNumber } from '../../../domain/roles';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { useToast } from '../../../ui/ToastProvider';
import { UserFormDialog } from './UserFormDialog';
import { emptyUserForm, formErrorsOf, newUserBody, type UserFormErrors, type UserFormValues } from './userForm';
import { newUserFormSchema } from './userFormResolver';
import { createUser, type AdminUser } from './usersApi';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';

const texts = adminScreens;

interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser | undefined) => void;
  /** The suppliers page fixes the role to supplier. */
  fixedRole?: RoleNumber;
}

/** POST /auth/admin/create-user; the server sends the welcome e-mail and SMS. */
export const AddUserDialog = ({ open, onClose, onCreated, fixedRole }: AddUserDialogProps) => {
  const toast = useToast();
  const submit = async (values: UserFormValues): Promise<UserFormErrors | void> => {
    try {
      const answer = await createUser(newUserBody(fixedRole === undefined ? values : { ...values, role: fixedRole }));
      toast.success(answer.message ?? texts.users.created);
      onCreated(answer.user);
    } catch (err) {
      const message = requestErrorText(err, texts.users.createFailed);
      toast.error(message);
      return { ...formErrorsOf(fieldErrorsOf(err)), form: message };
    }
  };
  return (
    <UserFormDialog
      open={open}
      mode="add"
      title={fixedRole === undefined ? texts.userForm.addTitle : texts.userForm.addSupplierTitle}
      submitLabel={texts.userForm.create}
      initial={emptyUserForm(fixedRole)}
      schema={newUserFormSchema}
      onSubmit={submit}
      onClose={onClose}
      roleLocked={fixedRole !== undefined}
      note={<Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{texts.userForm.welcomeHint}</Typography>}
    />
  );
};

