import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_GRADIENT } from '../../theme';
import { errors } from '../../i18n/tr/errors';

interface ErrorPageFrameProps {
  icon: ReactNode;
  /** The colour of the icon disc: the page's mood. */
  tone: string;
  title: string;
  code?: string;
  description: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Inside the admin layout the page sits in the content area instead of filling the screen. */
  embedded?: boolean;
}

/** The shared look of the 404, 403 and error pages: a centred card under a brand band. */
export const ErrorPageFrame = ({ icon, tone, title, code, description, children, actions, embedded }: ErrorPageFrameProps) => (
  <Box
    component="main"
    sx={{
      minHeight: embedded ? '70vh' : '100vh',
      display: 'grid',
      placeItems: 'center',
      p: 2,
      bgcolor: 'background.default',
      backgroundImage: embedded ? undefined : `${BRAND_GRADIENT.replace('135deg', '180deg')}`,
      backgroundSize: embedded ? undefined : '100% 280px',
      backgroundRepeat: 'no-repeat',
    }}
  >
    <Paper elevation={0} sx={{ width: 'min(600px, 100%)', p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center', boxShadow: '0 20px 50px rgba(15,35,80,.14)' }}>
      <Box sx={{ width: 84, height: 84, mx: 'auto', mb: 2.5, borderRadius: '50%', display: 'grid', placeItems: 'center', color: tone, bgcolor: `${tone}1a`, '& svg': { fontSize: 44 } }}>
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: '-0.02em', mb: 1 }}>
        {title}
      </Typography>
      {code && (
        <Typography
          component="p"
          aria-label={errors.common.code}
          sx={{ display: 'inline-block', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13, fontWeight: 600, color: tone, bgcolor: `${tone}12`, px: 1.5, py: 0.5, borderRadius: 1.5, mb: 2 }}
        >
          {code}
        </Typography>
      )}
      <Typography sx={{ color: 'text.secondary', maxWidth: 460, mx: 'auto' }}>{description}</Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: 4 }}>
        {actions}
      </Stack>
    </Paper>
  </Box>
);
