import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppBar, LoadingIndicator, type AppBarProps } from 'react-admin';
import { Link } from 'react-router-dom';
import { BRAND_GRADIENT } from '../../theme';
import { CompanyLogo } from './CompanyLogo';
import { ExchangeRatesDisplay } from './ExchangeRatesDisplay';
import { LiveClock } from './LiveClock';
import { ProfileMenu } from './ProfileMenu';
import { useCompanyProfile } from '../../ui/useCompanyProfile';

/** The top bar: brand, exchange rates, date and time, profile menu (000 section 1). */
export const TopBar = (props: AppBarProps) => {
  const { profile } = useCompanyProfile();
  return (
    <AppBar
      {...props}
      color="primary"
      toolbar={<LoadingIndicator sx={{ color: '#fff' }} />}
      userMenu={<ProfileMenu />}
      sx={{ background: BRAND_GRADIENT, boxShadow: '0 2px 12px rgba(0,40,100,.25)', '& .RaAppBar-toolbar': { minHeight: 56, gap: 1.5, pr: 1.5 } }}
    >
      <Box component={Link} to="/admin" sx={{ display: 'flex', alignItems: 'center', gap: 1.25, color: 'inherit', textDecoration: 'none', minWidth: 0 }}>
        <Box sx={{ p: 0.5, bgcolor: '#fff', borderRadius: 1.5, display: 'flex' }}>
          <CompanyLogo size={32} />
        </Box>
        <Box sx={{ display: { xs: 'none', sm: 'block' }, lineHeight: 1.1, minWidth: 0 }}>
          <Typography component="div" sx={{ fontWeight: 700, fontSize: 16 }} noWrap title={profile.name}>
            {profile.name}
          </Typography>
          <Typography component="div" sx={{ fontSize: 11, opacity: 0.8 }} noWrap title={profile.tagline}>
            {profile.tagline}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ flex: 1 }} />
      <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
        <ExchangeRatesDisplay />
      </Box>
      <Box sx={{ display: 'flex', pl: { md: 1.5 }, borderLeft: { md: '1px solid rgba(255,255,255,.25)' } }}>
        <LiveClock />
      </Box>
    </AppBar>
  );
};
