import type { ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useCanAccess, useResourceContext } from 'react-admin';
import { shell } from '../../i18n/tr/shell';
import { AccessDeniedRedirect } from '../../custom/shell/AccessDeniedRedirect';

type Action = 'list' | 'create' | 'edit' | 'show';

/**
 * A resource screen mounts only once its access is known and granted: a role that may not open
 * it is sent on before the screen (bespoke ones included) asks the API for anything, so no 403
 * shows in the console on the way to /unauthorized.
 */
export const gated = (action: Action, View: ComponentType): ComponentType => {
  const Gated = () => {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({ action, resource });
    if (isPending) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
    return canAccess ? <View /> : <AccessDeniedRedirect />;
  };
  Gated.displayName = `Gated(${action})`;
  return Gated;
};
