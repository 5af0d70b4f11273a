import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApiUser } from '../domain/user';
import { auth } from '../i18n/tr/auth';
import { fetchMe } from '../providers/session';
import { tokenStore } from '../providers/tokenStore';
import { useToast } from './ToastProvider';
import { requestErrorText, statusOf } from './requestError';

export interface SignedInUser {
  user: ApiUser | null;
  setUser: (user: ApiUser) => void;
  /** Why the user could not be loaded (other than not being signed in). */
  loadError: string | null;
  reload: () => Promise<ApiUser | null>;
  /** 'Önce giriş yapmanız gerekiyor!' and off to the sign-in screen. */
  requireLogin: () => void;
}

/**
 * The signed-in user, fetched fresh from the server (the flags and status matter here, a cached
 * copy may be stale). Without a session the page says so and goes to /auth/login.
 */
export const useSignedInUser = (): SignedInUser => {
  const navigate = useNavigate();
  const toast = useToast();
  const [user, setUser] = useState<ApiUser | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const left = useRef(false);

  const requireLogin = useCallback(() => {
    if (left.current) return;
    left.current = true;
    toast.error(auth.gsm.loginRequired);
    navigate('/auth/login', { replace: true });
  }, [navigate, toast]);

  const reload = useCallback(async () => {
    if (!tokenStore.get()) {
      requireLogin();
      return null;
    }
    try {
      const fresh = await fetchMe({ force: true });
      if (!fresh) requireLogin();
      else setUser(fresh);
      setLoadError(null);
      return fresh;
    } catch (err) {
      if (statusOf(err) === 401) requireLogin();
      else setLoadError(requestErrorText(err, auth.forgot.failed));
      return null;
    }
  }, [requireLogin]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { user, setUser, loadError, reload, requireLogin };
};
