import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { ToastLayer } from './ToastLayer';

export interface ToastOptions {
  /** Milliseconds on screen; null keeps it until dismissed (loading toasts). */
  duration?: number | null;
  action?: { label: string; onClick: () => void };
}

interface Toast extends ToastOptions {
  id: number;
  kind: AlertColor | 'loading';
  message: string;
}

export interface ToastApi {
  success: (message: string, opts?: ToastOptions) => number;
  error: (message: string, opts?: ToastOptions) => number;
  info: (message: string, opts?: ToastOptions) => number;
  warning: (message: string, opts?: ToastOptions) => number;
  loading: (message: string, opts?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

/** Library defaults of 000 section 9: 2 s for success, 4 s otherwise, loading until dismissed, 20 at most. */
const DEFAULT_MS: Record<Toast['kind'], number | null> = { success: 2000, error: 4000, info: 4000, warning: 4000, loading: null };
const LIMIT = 20;

const ToastContext = createContext<ToastApi | null>(null);

let nextId = 1;

/** The toast area at the top right of every screen, signed in or not. */
export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const push = useCallback(
    (kind: Toast['kind']) => (message: string, opts: ToastOptions = {}) => {
      const id = nextId++;
      setToasts((all) => [...all, { id, kind, message, ...opts }].slice(-LIMIT));
      const duration = opts.duration === undefined ? DEFAULT_MS[kind] : opts.duration;
      if (duration !== null) setTimeout(() => dismiss(id), duration);
      return id;
    },
    [dismiss],
  );
  const api = useMemo<ToastApi>(
    () => ({ success: push('success'), error: push('error'), info: push('info'), warning: push('warning'), loading: push('loading'), dismiss }),
    [push, dismiss],
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastLayer>
        <Stack spacing={1} sx={{ position: 'fixed', top: 16, right: 16, zIndex: 2000, maxWidth: 420 }} aria-live="polite">
          {toasts.map((t) => (
            <Alert
              key={t.id}
              role={t.kind === 'error' ? 'alert' : 'status'}
              severity={t.kind === 'loading' ? 'info' : t.kind}
              icon={t.kind === 'loading' ? <CircularProgress size={18} /> : undefined}
              variant="filled"
              onClose={() => dismiss(t.id)}
              action={
                t.action ? (
                  <Button color="inherit" size="small" onClick={() => { t.action!.onClick(); dismiss(t.id); }}>
                    {t.action.label}
                  </Button>
                ) : undefined
              }
              sx={{ boxShadow: 3 }}
            >
              {t.message}
            </Alert>
          ))}
        </Stack>
      </ToastLayer>
    </ToastContext.Provider>
  );
};

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
};
