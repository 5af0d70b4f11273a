import type { ComponentType } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useCanAccess, useResourceContext } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { shell } from '../../i18n/tr/shell';
import { deniedRedirect } from '../../ui/guardRedirect';
import { useSignedInUser } from '../../ui/useSignedInUser';

type Action = 'list' | 'create' | 'edit' | 'show';

/** A resource screen behind its access check; `view` is the screen itself. */
export type GatedView = ComponentType & { view: ComponentType };

/** The screen behind a gate (what generatedViews chose: bespoke or generated). */
export const innerView = (component: unknown): ComponentType | undefined => (component as Partial<GatedView> | undefined)?.view;

/**
 * A resource screen mounts only once its access is known and granted: a role that may not open
 * it is sent on (as react-admin's access-denied page does) before the screen, bespoke ones
 * included, asks the API for anything, so no 403 lands in the console on the way to /unauthorized.
 */
export const gated = (action: Action, View: ComponentType): GatedView => {
  const Gated = () => {
    const resource = useResourceContext();
    const { canAccess, isPending } = useCanAccess({ action, resource });
    const { user, isPending: userPending } = useSignedInUser();
    if (isPending || (!canAccess && userPending)) return <LinearProgress aria-label={shell.guard.checking} sx={{ m: 2 }} />;
    return canAccess ? <View /> : <Navigate to={deniedRedirect(user)} replace />;
  };
  Gated.displayName = `Gated(${action})`;
  return Object.assign(Gated, { view: View });
};
