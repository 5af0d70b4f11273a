import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BRAND_GRADIENT } from '../../theme';
import { istanbulYear } from '../../domain/istanbulTime';
import { auth } from '../../i18n/tr/auth';
import { CompanyLogo } from '../shell/CompanyLogo';
import { useCompanyProfile } from '../../ui/useCompanyProfile';
import { BrandPanel } from './BrandPanel';

interface AuthLayoutProps {
  /** Left out when the content carries its own heading (e-mail verification results). */
  title?: string;
  subtitle?: ReactNode;
  /** Registration needs a wider card than sign-in. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of every public auth screen: brand gradient, the product's message on wide screens, a white card. */
export const AuthLayout = ({ title, subtitle, wide = false, children }: AuthLayoutProps) => {
  const company = useCompanyProfile().profile.name;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        background: BRAND_GRADIENT,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 1.5, sm: 3 },
        py: { xs: 3, sm: 5 },
      }}
    >
      <Stack direction="row" sx={{ width: '100%', maxWidth: wide ? 1180 : 1040, alignItems: 'center' }}>
        <BrandPanel />
        <Box sx={{ width: '100%', maxWidth: wide ? 600 : 440, mx: 'auto', flexShrink: 0 }}>
          <Paper elevation={12} sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 3, display: { md: 'none' } }}>
              <CompanyLogo size={36} />
              <Typography sx={{ fontWeight: 700, color: 'primary.main', overflowWrap: 'anywhere' }}>{company}</Typography>
            </Stack>
            {title && (
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: subtitle ? 0.75 : 3 }}>
                {title}
              </Typography>
            )}
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Paper>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 2.5, color: 'rgba(255,255,255,0.85)' }}>
            <Link component={RouterLink} to="/about" color="inherit" underline="hover" variant="body2">
              {auth.brand.about}
            </Link>
            <Typography variant="body2">
              © {istanbulYear()} {company}
            </Typography>
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
};
