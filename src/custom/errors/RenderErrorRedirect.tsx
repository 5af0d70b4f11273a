import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errors } from '../../i18n/tr/errors';
import { errorPageUrl } from './errorDetails';
import { leavePage } from './leavePage';

/** About 100 ms between a render error and the error page (000 section 9). */
const RENDER_ERROR_REDIRECT_MS = 100;

interface RenderErrorRedirectProps {
  error: unknown;
  componentStack?: string | null;
}

/** Shown in place of a crashed tree: a spinner, then a full load of /error with the details. */
export const RenderErrorRedirect = ({ error, componentStack }: RenderErrorRedirectProps) => {
  // The component stack may arrive a render later (react-admin's layout boundary): read it at redirect time.
  const latest = useRef({ error, componentStack });
  latest.current = { error, componentStack };
  useEffect(() => {
    // A crash on the error page itself must not loop.
    if (window.location.pathname === '/error') return;
    const timer = setTimeout(() => {
      const { error: e, componentStack: stack } = latest.current;
      const err = e instanceof Error ? e : new Error(String(e));
      leavePage(errorPageUrl({ message: err.message, stack: err.stack ?? '', componentStack: stack ?? '' }));
    }, RENDER_ERROR_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <Box>
        <CircularProgress />
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>{errors.error.redirecting}</Typography>
      </Box>
    </Box>
  );
};
