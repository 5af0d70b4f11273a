import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType, type Navigator } from 'react-router-dom';
import { onDialogEntry } from '../ui/useBackCloses';

/**
 * react-router's BrowserRouter, less one trap. It hands every address change to React in a
 * transition; one made inside a popstate event (back, forward) React 19 tries to render at once
 * ("eager popstate transition"). When that event arrived while another transition was still
 * rendering in slices (a project page following 'Kapat' and the browser's back pressed at that
 * moment), React never rendered the new address: the page stayed on the old one, the address bar
 * on the new. Back and forward are handed over just after their event instead, as an ordinary
 * transition, which joins the one in progress. A page opened from an open dialog replaces the
 * dialog's own history entry rather than stacking on it (src/ui/useBackCloses): back from that page
 * goes back to the page under the dialog at once.
 */
export const AppRouter = ({ children }: { children: ReactNode }) => {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [navigator] = useState<Navigator>(() => ({
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => (onDialogEntry() ? history.replace(to, state) : history.push(to, state)),
    replace: (to, state) => history.replace(to, state),
  }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action }) => {
        // Where the browser is when it is followed: a push made meanwhile is not undone.
        const follow = () => startTransition(() => setState({ action: history.action, location: history.location }));
        if (action === 'POP') setTimeout(follow);
        else follow();
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
};
