import { useCallback, useState } from 'react';
import type { UserStatus } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { useToast } from '../../toast/ToastProvider';
import { userFormOf, userUpdateBody } from './userForm';
import { messageOf, updateUser, type AdminUser } from './usersApi';

const texts = adminScreens.users;

/**
 * Approves or deactivates an account through PUT /users/admin/{id} with the user's current
 * fields plus the new status; the server signs a deactivated user out everywhere.
 */
export const useAccountStatus = (onChanged: (user: AdminUser) => void) => {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = useCallback(
    async (user: AdminUser, status: UserStatus) => {
      setBusyId(user.id);
      try {
        const answer = await updateUser(user.id, { ...userUpdateBody(userFormOf(user)), status });
        onChanged({ ...user, ...(answer.user ?? {}), status });
        toast.success(user.status === 'pending' ? texts.approved : status === 'disabled' ? texts.deactivated : texts.reactivated);
      } catch (err) {
        toast.error(messageOf(err, texts.statusFailed));
      } finally {
        setBusyId(null);
      }
    },
    [onChanged, toast],
  );
  return { busyId, change };
};
