import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, useLocation } from 'react-router-dom';
import type { Permission } from '../domain/permissions';
import { shell } from '../i18n/tr/shell';
import { guardRedirect } from './guardRedirect';
import { useSignedInUser } from './useSignedInUser';

interface RequirePermissionProps {
  /** Omitted: signing in with a verified phone is enough (help, privacy, terms). */
  permission?: Permission;
  children: ReactNode;
}

/** Mirrors the server's check on a signed-in page; the server's answer is the one that counts. */
export const RequirePermission = ({ permission, children }: RequirePermissionProps) => {
  const { user, isPending } = useSignedInUser();
  const location = useLocation();
  if (isPending) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
  const target = guardRedirect(user, permission);
  // Signed out: the sign-in screen brings the user back here (a scanned traveller code).
  if (target) return <Navigate to={target} replace state={user ? undefined : { nextPathname: location.pathname, nextSearch: location.search }} />;
  return <>{children}</>;
};
