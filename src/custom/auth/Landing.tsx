import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { landingPathFor } from '../../domain/roles';
import { currentUser, isPhoneVerified } from '../../providers/session';
import type { ApiUser } from '../../domain/user';
import { LoadingOverlay } from '../loading/LoadingOverlay';

/** `/`: sends the user where their role lands (or to sign-in / phone verification). */
export const Landing = () => {
  const [state, setState] = useState<{ user: ApiUser | null } | null>(null);
  useEffect(() => {
    let live = true;
    currentUser()
      .then((user) => live && setState({ user }))
      .catch(() => live && setState({ user: null }));
    return () => {
      live = false;
    };
  }, []);
  if (!state) return <LoadingOverlay open />;
  if (!state.user) return <Navigate to="/auth/login" replace />;
  if (!isPhoneVerified(state.user)) return <Navigate to="/auth/gsm-verification" replace />;
  return <Navigate to={landingPathFor(state.user.role)} replace />;
};
