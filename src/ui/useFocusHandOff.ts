import { useEffect, useRef, type FocusEvent } from 'react';

/**
 * Focus that follows a control replaced by the next state's (Başlat by Duraklat, Onayla by the
 * deactivate icon): when `state` changes while the focus was inside the box and has fallen to the
 * page (the focused button is gone), the box's first enabled button takes it, or the first that
 * `prefer` matches. A blur to nowhere (the button disabled while its request runs, or removed)
 * keeps the focus counted as inside; so does a focus inside a dialog the box renders (React's focus
 * events cross the portal), so a dialog closed after its button went away hands off too.
 */
export const useFocusHandOff = <T extends HTMLElement>(state: unknown, prefer?: string) => {
  const ref = useRef<T>(null);
  const within = useRef(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || !within.current || (document.activeElement && document.activeElement !== document.body)) return;
    const target = (prefer ? box.querySelector<HTMLElement>(prefer) : null) ?? box.querySelector<HTMLElement>('button:not([disabled])');
    target?.focus();
  }, [state]);
  return {
    ref,
    onFocus: () => {
      within.current = true;
    },
    onBlur: (event: FocusEvent) => {
      if (event.relatedTarget) within.current = ref.current?.contains(event.relatedTarget as Node) ?? false;
    },
  };
};
