import { useCallback, useState } from 'react';
import type { UserStatus } from '../../../domain/user';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { useToast } from '../../../ui/ToastProvider';
import { setUserStatus, type AdminUser } from './usersApi';
import { requestErrorText } from '../../../ui/requestError';

const texts = adminScreens.users;

/** Approves, deactivates or re-activates an account (PUT /users/admin/{id}/status). */
export const useAccountStatus = (onChanged: (user: AdminUser) => void) => {
  const toast = useToast();
  const [busyId, setBusyId] = useState<number | null>(null);
  const change = useCallback(
    async (user: AdminUser, status: UserStatus) => {
      setBusyId(user.id);
      try {
        const answer = await setUserStatus(user.id, status);
        onChanged({ ...user, ...(answer.user ?? {}), status });
        toast.success(user.status === 'pending' ? texts.approved : status === 'disabled' ? texts.deactivated : texts.reactivated);
      } catch (err) {
        toast.error(requestErrorText(err, texts.statusFailed));
      } finally {
        setBusyId(null);
      }
    },
    [onChanged, toast],
  );
  return { busyId, change };
};
