import { useEffect } from 'react';

interface ViewerKeys {
  enabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
}

/** Arrow keys navigate, + and - zoom (001 section 2.2); Escape is the dialog's own close. */
export const usePhotoViewerKeys = ({ enabled, onPrevious, onNext, onZoomIn, onZoomOut }: ViewerKeys) => {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      const actions: Record<string, (() => void) | undefined> = {
        ArrowLeft: onPrevious,
        ArrowRight: onNext,
        '+': onZoomIn,
        '=': onZoomIn,
        '-': onZoomOut,
        _: onZoomOut,
      };
      const action = actions[e.key];
      if (!action || e.ctrlKey || e.metaKey || e.altKey) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, onPrevious, onNext, onZoomIn, onZoomOut]);
};
