import LinearProgress from '@mui/material/LinearProgress';
import { Navigate } from 'react-router-dom';
import { landingPathFor } from '../../domain/roles';
import { shell } from '../../i18n/tr/shell';
import { guardRedirect } from '../../ui/guardRedirect';
import { useSignedInUser } from '../../ui/useSignedInUser';

/** /admin itself has no screen: it goes where the role lands (as / does). */
export const AdminIndexRedirect = () => {
  const { user, isPending } = useSignedInUser();
  if (isPending) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
  return <Navigate to={guardRedirect(user) ?? landingPathFor(user?.role)} replace />;
};
