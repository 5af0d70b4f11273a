import { useEffect, useRef } from 'react';

/** The history entry an open dialog adds under the page's own: its state carries the dialog's token. */
const MARK = 'openDialog';
// From the clock: an entry left from before a reload never carries the token of a dialog open after it.
let lastToken = Date.now();
/**
 * A closed dialog's entry, taken back once the commit that closed it is done unless a dialog opened
 * in that commit reuses it. A microtask, not a timer: still inside the click that closed it, so a
 * navigation right after (a link, a reload) comes after the back and is not cancelled by it.
 */
let releasing: { token: number } | null = null;
/** The tokens of the dialogs open now. */
const openTokens = new Set<number>();

const markOf = (): unknown => (window.history.state as Record<string, unknown> | null)?.[MARK];

/**
 * Whether the browser stands on a dialog's entry. A page opened from a dialog takes that entry's
 * place (AppRouter): pushed on top of it, back from the page came to the old address with the
 * dialog gone, and a second back was needed to leave it.
 */
export const onDialogEntry = (): boolean => markOf() !== undefined;

// Forward after back had closed a dialog came to its entry with nothing to show (the dialog's state
// is gone), and the next back seemed to do nothing: such an entry is passed over. It is always the
// last one, as a page opened from a dialog replaces its entry.
window.addEventListener('popstate', () => {
  const token = markOf();
  if (typeof token === 'number' && !openTokens.has(token)) window.history.back();
});
const mark = (token: number, replace: boolean) => {
  const state = { ...(window.history.state as object | null), [MARK]: token };
  if (replace) window.history.replaceState(state, '');
  else window.history.pushState(state, '');
};

/**
 * The browser's back (a phone's back gesture above all, where a form dialog fills the screen)
 * closes an open dialog instead of leaving the page under it with what was typed. Opening adds a
 * history entry at the same address; back takes it and calls `close`; a dialog closed otherwise
 * takes its entry back itself, so the next back leaves the page as before. A dialog that cannot
 * close now (`close` left out: saving) puts its entry back. A navigation made from the dialog
 * replaces its entry (see `onDialogEntry`).
 */
export const useBackCloses = (open: boolean, close: (() => void) | undefined) => {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return;
    const token = ++lastToken;
    // A dialog closed this very turn (one dialog giving way to another, React's strict double
    // effect) hands its entry over rather than taking it back under this one.
    if (releasing && markOf() === releasing.token) mark(token, true);
    else mark(token, false);
    releasing = null;
    openTokens.add(token);
    let left = false;
    const onPop = () => {
      // Still this dialog's entry: a dialog opened over it has been closed by back.
      if (markOf() === token || left) return;
      const closeNow = closeRef.current;
      if (closeNow) {
        left = true;
        closeNow();
      } else mark(token, false);
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      openTokens.delete(token);
      if (left || markOf() !== token) return;
      const release = { token };
      releasing = release;
      queueMicrotask(() => {
        if (releasing !== release) return;
        releasing = null;
        if (markOf() === token) window.history.back();
      });
    };
  }, [open]);
};
