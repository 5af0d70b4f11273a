import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import FocusTrap from '@mui/material/Unstable_TrapFocus';

interface ViewerOverlayProps {
  open: boolean;
  onClose: () => void;
  fullScreen: boolean;
  labelledBy: string;
  children: ReactNode;
}

/**
 * The 3D viewer's modal window: MUI's Dialog less its modal manager, which on opening set the
 * window's scroll position and so made the browser restyle and lay out the page inside the click's
 * task (issue 24: the longest task of an opening). Here the page is restyled in the frame that
 * follows. Kept mounted while the page lives, hidden when closed (as Dialog's keepMounted): the
 * renderer keeps its drawing context. The rest of the page is hidden from assistive technology
 * while it is open, Escape and the backdrop close it, and the focus stays inside (the trap gives it
 * back to what had it on closing).
 */
export const ViewerOverlay = ({ open, onClose, fullScreen, labelledBy, children }: ViewerOverlayProps) => {
  const root = useRef<HTMLDivElement>(null);
  // What the page shows beside the viewer is hidden from screen readers while it is open (an
  // attribute that styles nothing: the page is not restyled for it).
  useLayoutEffect(() => {
    const overlay = root.current;
    if (!open || !overlay) return;
    const hidden = [...document.body.children].filter((el) => el !== overlay && !el.hasAttribute('aria-hidden'));
    hidden.forEach((el) => el.setAttribute('aria-hidden', 'true'));
    return () => hidden.forEach((el) => el.removeAttribute('aria-hidden'));
  }, [open]);
  // The focus moves in once the viewer has been drawn on screen, not in the click's task: focusing
  // forces the page's style and layout there and then. The trap hears it and gives the focus
  // back to 'Görüntüle' on closing.
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => (timer = window.setTimeout(() => paper.current?.focus({ preventScroll: true }))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [open]);
  // The trap gives the focus back when it had come in; a window closed before that (a click
  // beside it at once) gives it back here. A passive effect: its cleanup runs after the trap's.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement;
    return () => {
      const now = document.activeElement;
      const lost = !now || now === document.body || !!root.current?.contains(now);
      if (lost && opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);
  // Escape from inside, as Dialog: a menu of the viewer's own that Escape closes stops the key there.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.stopPropagation();
    onClose();
  };
  return (
    <Portal>
      {/* Inline, not a class per state: opening writes no new style rule either. */}
      <Box ref={root} onKeyDown={closeOnEscape} style={open ? undefined : { visibility: 'hidden', pointerEvents: 'none' }} sx={{ position: 'fixed', inset: 0, zIndex: 'modal', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box aria-hidden onClick={onClose} sx={{ position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.5)' }} data-testid="model-viewer-backdrop" />
        <FocusTrap open={open} disableAutoFocus>
          <Paper
            ref={paper}
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            tabIndex={-1}
            elevation={24}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              outline: 'none',
              ...(fullScreen ? { width: '100%', height: '100%', borderRadius: 0 } : { width: 'calc(100% - 64px)', maxWidth: 1536, height: '88vh', m: 4 }),
            }}
          >
            {children}
          </Paper>
        </FocusTrap>
      </Box>
    </Portal>
  );
};
