import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { auth } from '../../i18n/tr/auth';
import { useCompanyProfile } from '../../ui/useCompanyProfile';
import { CompanyLogo } from '../shell/CompanyLogo';

const t = auth.brand;

/** Beside the auth card on wide screens: whose sign-in this is (the saved company), then the product's message. */
export const BrandPanel = () => {
  const { profile } = useCompanyProfile();
  return (
    <Box sx={{ color: 'common.white', flex: 1, display: { xs: 'none', md: 'block' }, pr: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 4 }}>
        <Box sx={{ bgcolor: 'common.white', borderRadius: 3, p: 0.75, boxShadow: 3, display: 'flex' }}>
          <CompanyLogo size={44} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="auth-company-name">
            {profile.name}
          </Typography>
          {profile.tagline && <Typography sx={{ opacity: 0.85 }}>{profile.tagline}</Typography>}
        </Box>
      </Stack>
      <Typography variant="overline" component="p" sx={{ opacity: 0.85, letterSpacing: 1 }}>
        {t.name}
      </Typography>
      <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.25, mb: 4, maxWidth: 440 }}>
        {t.tagline}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {Object.values(t.features).map((feature) => (
          <Stack key={feature} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center', opacity: 0.92 }}>
            <CheckCircleOutlined fontSize="small" />
            <Typography>{feature}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
};
