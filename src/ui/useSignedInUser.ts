import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiUser } from '../domain/user';
import { auth } from '../i18n/tr/auth';
import { cachedUser, currentUser, fetchMe, onUserChanged } from '../providers/session';
import { tokenStore } from '../providers/tokenStore';
import { useToast } from './ToastProvider';
import { requestErrorText, statusOf } from './requestError';

export interface SignedInUser {
  user: ApiUser | null;
  /** True until the first answer (cache or server) is known. */
  isPending: boolean;
  setUser: (user: ApiUser) => void;
  /** Why the user could not be loaded (other than not being signed in). */
  loadError: string | null;
  reload: () => Promise<ApiUser | null>;
  /** 'Önce giriş yapmanız gerekiyor!' and off to the sign-in screen. */
  requireLogin: () => void;
}

interface Options {
  /**
   * Ask the server, not the session's 5-minute copy: the verification pages decide on the flags
   * and status, which a cached copy may have stale. Without a session such a page says so and
   * goes to /auth/login (inside the admin, react-admin's checkAuth does that instead).
   */
  fresh?: boolean;
}

/** The signed-in user, from the same session cache the authProvider reads. Works inside and outside react-admin. */
export const useSignedInUser = ({ fresh = false }: Options = {}): SignedInUser => {
  const navigate = useNavigate();
  const toast = useToast();
  const [user, setUser] = useState<ApiUser | null>(() => (fresh || !tokenStore.get() ? null : cachedUser()));
  const [isPending, setPending] = useState(user === null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const left = useRef(false);
  // navigate changes with every location; through a ref the user is not re-read on each move.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  const requireLogin = useCallback(() => {
    if (left.current) return;
    left.current = true;
    toast.error(auth.gsm.loginRequired);
    navigateRef.current('/auth/login', { replace: true });
  }, [toast]);

  const reload = useCallback(async () => {
    try {
      const found = fresh ? (tokenStore.get() ? await fetchMe({ force: true }) : null) : await currentUser();
      // The same user re-read from the cache keeps its object, so effects keyed on it stay quiet.
      if (found) setUser((had) => (had && JSON.stringify(had) === JSON.stringify(found) ? had : found));
      else if (fresh) requireLogin();
      setLoadError(null);
      return found;
    } catch (err) {
      if (fresh && statusOf(err) === 401) requireLogin();
      else setLoadError(requestErrorText(err, auth.forgot.failed));
      return null;
    } finally {
      setPending(false);
    }
  }, [fresh, requireLogin]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // A change written by another part of the page (the profile dialog's save) shows here too.
  useEffect(
    () =>
      onUserChanged(() => {
        const written = cachedUser();
        if (written) setUser((had) => (had && JSON.stringify(had) === JSON.stringify(written) ? had : written));
      }),
    [],
  );

  return { user, isPending, setUser, loadError, reload, requireLogin };
};
