import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Where toasts render: a child of <body> beside the app's root, never hidden from assistive tech.
 * An open MUI dialog marks every other child of <body> aria-hidden, and a toast raised from inside a
 * dialog (a refused save, 'Kaydedildi') went unread by screen readers and unreachable by role. The
 * layer takes the mark off as soon as it is set; the dialog's own page stays hidden.
 */
export const ToastLayer = ({ children }: { children: ReactNode }) => {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const layer = document.createElement('div');
    layer.dataset.toastLayer = '';
    document.body.appendChild(layer);
    const keepHeard = new MutationObserver(() => {
      if (layer.getAttribute('aria-hidden') === 'true') layer.removeAttribute('aria-hidden');
    });
    keepHeard.observe(layer, { attributes: true, attributeFilter: ['aria-hidden'] });
    setHost(layer);
    return () => {
      keepHeard.disconnect();
      layer.remove();
    };
  }, []);
  return host ? createPortal(children, host) : null;
};
