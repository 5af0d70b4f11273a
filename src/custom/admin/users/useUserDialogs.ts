import { useState } from 'react';
import type { AdminUser } from './usersApi';

export type UserDialog = 'projects' | 'edit' | 'delete' | 'pin';

/** Which of the card dialogs is open, and for whom: one at a time. */
export const useUserDialogs = () => {
  const [open, setOpen] = useState<{ dialog: UserDialog; user: AdminUser } | null>(null);
  const userFor = (dialog: UserDialog) => (open?.dialog === dialog ? open.user : null);
  return {
    projectsOf: userFor('projects'),
    editing: userFor('edit'),
    deleting: userFor('delete'),
    pinOf: userFor('pin'),
    openProjects: (user: AdminUser) => setOpen({ dialog: 'projects', user }),
    openEdit: (user: AdminUser) => setOpen({ dialog: 'edit', user }),
    openDelete: (user: AdminUser) => setOpen({ dialog: 'delete', user }),
    openPin: (user: AdminUser) => setOpen({ dialog: 'pin', user }),
    close: () => setOpen(null),
  };
};
