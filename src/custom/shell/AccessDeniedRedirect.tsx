import LinearProgress from '@mui/material/LinearProgress';
import { Navigate } from 'react-router-dom';
import { shell } from '../../i18n/tr/shell';
import { deniedRedirect } from '../../ui/guardRedirect';
import { useSignedInUser } from '../../ui/useSignedInUser';

/** react-admin's access-denied page: leave the admin for /unauthorized (or the step the user still owes). */
export const AccessDeniedRedirect = () => {
  const { user, isPending } = useSignedInUser();
  if (isPending) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
  return <Navigate to={deniedRedirect(user)} replace />;
};
