import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { refreshAccessToken } from '../../providers/httpClient';
import { REFRESH_EVERY_MS } from '../../providers/timeouts';
import { fireLogout, LOGOUT_EVENT, TOKEN_KEY, tokenStore } from '../../providers/tokenStore';

/**
 * While the shell is mounted: refresh the access token every 13 minutes (it lives 15), and
 * leave for /auth/login when the session ends (failed refresh, any other 401, a sign-out in another tab).
 */
export const useSessionKeeper = (): void => {
  // Kept in a ref: the effect (and its 13-minute timer) must not restart when the callback changes.
  const logout = useLogout();
  const logoutRef = useRef(logout);
  logoutRef.current = logout;
  useEffect(() => {
    const timer = setInterval(() => {
      if (!tokenStore.get()) return;
      // No answer (the Wi-Fi, a restart) is no refusal: the next tick or request tries again.
      void refreshAccessToken().then(
        (ok) => {
          if (!ok) fireLogout();
        },
        () => undefined,
      );
    }, REFRESH_EVERY_MS);
    // The token is already gone; this clears react-admin's caches and the cached user, then navigates.
    const onLogout = () => void logoutRef.current({}, '/auth/login', false).catch(() => undefined);
    // Another tab signed out (or its refresh failed): the token left the storage every tab shares.
    const onStorage = (e: StorageEvent) => {
      if ((e.key === TOKEN_KEY || e.key === null) && !tokenStore.get()) onLogout();
    };
    window.addEventListener(LOGOUT_EVENT, onLogout);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(timer);
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
};
