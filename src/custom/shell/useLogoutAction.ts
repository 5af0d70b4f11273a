import { useCallback } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { shell } from '../../i18n/tr/shell';
import { useToast } from '../../ui/ToastProvider';

/** Signs out with the spec's toasts, then goes to /auth/login whatever the server said. */
export const useLogoutAction = () => {
  const logout = useLogout();
  const toast = useToast();
  const navigate = useNavigate();
  return useCallback(async () => {
    const pending = toast.loading(shell.logout.pending);
    try {
      // react-admin clears its caches and navigates; the local session is gone even if the call failed.
      await logout({}, '/auth/login', false);
    } catch {
      toast.error(shell.logout.failed);
      navigate('/auth/login', { replace: true });
    } finally {
      toast.dismiss(pending);
    }
  }, [logout, toast, navigate]);
};
