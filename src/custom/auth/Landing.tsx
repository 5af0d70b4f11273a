import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPathFor } from '../../domain/roles';
import { currentUser, isPhoneVerified, logout } from '../../providers/session';
import type { ApiUser } from '../../domain/user';
import { LoadingOverlay } from '../loading/LoadingOverlay';

/** Where `/` sends a user: sign-in, phone verification, the approval wait, or their role's landing page. */
export const landingTarget = (user: ApiUser | null): string => {
  if (!user || user.status === 'disabled') return '/auth/login';
  if (!isPhoneVerified(user)) return '/auth/gsm-verification';
  if (user.status === 'pending') return '/auth/awaiting-approval';
  return landingPathFor(user.role);
};

/** `/`: sends the user where their state and role say. */
export const Landing = () => {
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    currentUser()
      .catch(() => null)
      .then(async (user) => {
        // A disabled account keeps no session in this browser.
        if (user?.status === 'disabled') await logout().catch(() => undefined);
        if (live) setTarget(landingTarget(user));
      });
    return () => {
      live = false;
    };
  }, []);
  if (!target) return <LoadingOverlay open />;
  return <Navigate to={target} replace />;
};
