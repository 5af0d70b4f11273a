import { adminScreens } from '../../../i18n/tr/adminScreens';
import { UserFormDialog } from './UserFormDialog';
import { applyUserForm, formErrorsOf, userFormOf, userUpdateBody, type UserFormErrors, type UserFormValues } from './userForm';
import { userEditFormSchema } from './userFormResolver';
import { updateUser, type AdminUser } from './usersApi';
import { fieldErrorsOf, requestErrorText } from '../../../ui/requestError';

/** The messages differ per page: users speak of 'Kullanıcı', customers of 'Müşteri'. */
export interface EditMessages {
  updated: string;
  updateFailed: string;
}

interface EditUserDialogProps {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
  onError: (message: string) => void;
  onSuccess: (message: string) => void;
  messages: EditMessages;
}

/** PUT /users/admin/{id} with the edit-user rules of 000 section 5. */
export const EditUserDialog = ({ user, onClose, onSaved, onError, onSuccess, messages }: EditUserDialogProps) => {
  const submit = async (values: UserFormValues): Promise<UserFormErrors | void> => {
    if (!user) return;
    try {
      const answer = await updateUser(user.id, userUpdateBody(values));
      onSaved({ ...applyUserForm(user, values), ...(answer.user ?? {}) });
      onSuccess(messages.updated);
    } catch (err) {
      const message = requestErrorText(err, messages.updateFailed);
      onError(message);
      return { ...formErrorsOf(fieldErrorsOf(err)), form: message };
    }
  };
  return (
    <UserFormDialog
      open={!!user}
      mode="edit"
      title={adminScreens.userForm.editTitle}
      submitLabel={adminScreens.common.save}
      initial={user ? userFormOf(user) : userFormOf({ name: '', surname: '', email: '', phoneNumber: '', role: 2, company: null })}
      schema={userEditFormSchema}
      onSubmit={submit}
      onClose={onClose}
    />
  );
};
