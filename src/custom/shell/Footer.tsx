import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EmailIcon from '@mui/icons-material/EmailOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { shell } from '../../i18n/tr/shell';
import { LAST_UPDATED } from './appInfo';
import { formatLongDate, istanbulYear } from '../../domain/istanbulTime';
import { CompanyLogo } from './CompanyLogo';
import { useCompanyProfile } from '../../ui/useCompanyProfile';

const { footer } = shell;
const lastUpdate = formatLongDate(LAST_UPDATED);
const muted = { fontSize: 13, color: 'text.secondary' } as const;

/** Company contact details (as the settings page saved them), address and the last-update date (000 section 1). */
export const Footer = () => {
  const { profile } = useCompanyProfile();
  return (
    <Box component="footer" sx={{ mt: 4, mb: 1, px: { xs: 2, sm: 3 }, py: 2.5, bgcolor: 'background.paper', borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 4 }} sx={{ justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <CompanyLogo size={36} />
          <Box>
            <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{profile.legalName}</Typography>
            <Typography sx={muted}>{profile.tagline}</Typography>
          </Box>
        </Stack>
        <Box>
          <Typography sx={{ fontWeight: 700, fontSize: 12, textTransform: 'uppercase', letterSpacing: '.06em', mb: 0.5 }}>{footer.contact}</Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', ...muted }}>
            <EmailIcon sx={{ fontSize: 16 }} />
            <Link href={`mailto:${profile.email}`} underline="hover" color="inherit" data-testid="footer-email">
              {profile.email}
            </Link>
          </Stack>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', ...muted }}>
            <PhoneIcon sx={{ fontSize: 16 }} />
            <Link href={`tel:${profile.phone.replace(/[^\d+]/g, '')}`} underline="hover" color="inherit" data-testid="footer-phone">
              {profile.phone}
            </Link>
          </Stack>
        </Box>
        <Box sx={{ maxWidth: 320 }}>
          <Typography sx={{ fontWeight: 700, fontSize: 12, textTransform: 'uppercase', letterSpacing: '.06em', mb: 0.5 }}>{footer.address}</Typography>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start', ...muted }}>
            <PlaceIcon sx={{ fontSize: 16, mt: '2px' }} />
            <span data-testid="footer-address">{profile.address}</span>
          </Stack>
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mt: 2, pt: 2, borderTop: '1px solid', borderColor: 'divider', ...muted, fontSize: 12 }}>
        <span>
          © {istanbulYear()} {profile.name}. {footer.rights}
        </span>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
          <Link component={RouterLink} to="/admin/privacy" underline="hover" color="inherit">
            {footer.privacy}
          </Link>
          <Link component={RouterLink} to="/admin/terms" underline="hover" color="inherit">
            {footer.terms}
          </Link>
          <Link component={RouterLink} to="/admin/help" underline="hover" color="inherit">
            {footer.help}
          </Link>
          <span data-testid="footer-last-update">
            {footer.lastUpdate}: {lastUpdate}
          </span>
        </Stack>
      </Stack>
    </Box>
  );
};
