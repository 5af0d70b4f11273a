import { AdminPinDialog } from './AdminPinDialog';
import { AssignedProjectsDialog } from './AssignedProjectsDialog';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog, type EditMessages } from './EditUserDialog';
import type { useUserDialogs } from './useUserDialogs';
import type { AdminUser } from './usersApi';

interface UserDialogsProps {
  dialogs: ReturnType<typeof useUserDialogs>;
  messages: EditMessages & { deleted: string; deleteFailed: string };
  onSaved: (user: AdminUser) => void;
  onDeleted: (user: AdminUser) => void;
  onSuccess: (message: string) => void;
  onError: (message: string) => void;
}

/** The projects, edit, delete and PIN dialogs of a user card, wired to the page's list. */
export const UserDialogs = ({ dialogs, messages, onSaved, onDeleted, onSuccess, onError }: UserDialogsProps) => (
  <>
    <AssignedProjectsDialog user={dialogs.projectsOf} onClose={dialogs.close} />
    <EditUserDialog
      user={dialogs.editing}
      onClose={dialogs.close}
      onSaved={(u) => {
        onSaved(u);
        dialogs.close();
      }}
      onSuccess={onSuccess}
      onError={onError}
      messages={messages}
    />
    <DeleteUserDialog
      user={dialogs.deleting}
      onClose={dialogs.close}
      onDeleted={(u) => {
        onDeleted(u);
        dialogs.close();
      }}
      onSuccess={onSuccess}
      onError={onError}
      messages={messages}
    />
    {dialogs.pinOf && <AdminPinDialog user={dialogs.pinOf} onClose={dialogs.close} onSuccess={onSuccess} />}
  </>
);
