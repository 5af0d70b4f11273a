import { useCallback, useRef } from 'react';

// What a user types into: MUI's Select is a div with role combobox, its own <input> hidden (tabindex -1).
const FIELD = [
  'input:not([type=hidden]):not([disabled]):not([readonly]):not([tabindex="-1"])',
  'textarea:not([disabled]):not([readonly]):not([tabindex="-1"])',
  '[role=combobox]:not(input):not([aria-disabled=true])',
].join(', ');

/**
 * A callback ref for a dialog's paper or form: on opening, focus goes to its first enabled field
 * (MUI focuses the dialog's container, one Tab short of it). Fields drawn later (a form still
 * loading) get it when they appear, unless the user has put focus somewhere in the dialog meanwhile.
 */
export const useFocusFirstField = () => {
  const stop = useRef<(() => void) | undefined>(undefined);
  return useCallback((root: HTMLElement | null) => {
    stop.current?.();
    stop.current = undefined;
    if (!root) return;
    const focusFirst = (): boolean => {
      const active = root.ownerDocument.activeElement;
      // A control of the dialog already holds focus (the user's click or Tab): it stays there.
      if (active instanceof HTMLElement && active !== root && root.contains(active) && active.tabIndex >= 0) return true;
      const field = root.querySelector<HTMLElement>(FIELD);
      field?.focus();
      return field !== null;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => {
      if (focusFirst()) watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true });
    stop.current = () => watch.disconnect();
  }, []);
};
