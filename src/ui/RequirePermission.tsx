import type { ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate } from 'react-router-dom';
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
  if (isPending) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
  const target = guardRedirect(user, permission);
  if (target) return <Navigate to={target} replace />;
  return <>{children}</>;
};
