import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { shell } from '../../i18n/tr/shell';
import { CompanyLogo } from '../shell/CompanyLogo';

const texts = shell.loading;

/**
 * The global loading overlay: opaque and on top of everything, so what is beneath is neither
 * visible nor clickable while it shows.
 */
export const LoadingOverlay = ({ open }: { open: boolean }) => {
  if (!open) return null;
  return (
    <Box
      data-testid="loading-overlay"
      aria-busy="true"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1900,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.default',
        backgroundImage: 'radial-gradient(circle at 50% 35%, rgba(0,102,204,.10), transparent 60%)',
        pointerEvents: 'all',
      }}
    >
      <Box sx={{ width: 'min(360px, 86vw)', textAlign: 'center' }}>
        <Box sx={{ display: 'inline-flex', p: 1.5, borderRadius: 4, bgcolor: 'background.paper', boxShadow: '0 12px 32px rgba(0,74,173,.15)', mb: 3 }}>
          <CompanyLogo size={56} />
        </Box>
        <Typography variant="h6" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {texts.title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 3 }}>
          {texts.subtitle}
        </Typography>
        <LinearProgress aria-label={texts.progress} sx={{ height: 6, borderRadius: 3, bgcolor: 'rgba(0,74,173,.12)' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {texts.progress}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {texts.detail}
          </Typography>
        </Box>
      </Box>
    </Box>
  );
};
