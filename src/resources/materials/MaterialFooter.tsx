import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { istanbulYear } from '../../domain/istanbulTime';
import { fill } from '../../i18n/fill';
import { materialScreens } from '../../i18n/tr/materialScreens';
import { useCompanyProfile } from '../../ui/useCompanyProfile';
import { HELP_PAGE } from './materialPaths';

const t = materialScreens.footer;

/** The panel's footer: support and documentation (the app's help page) and the copyright line. */
export const MaterialFooter = () => {
  const { name } = useCompanyProfile().profile;
  return (
    <Box component="footer" sx={{ mt: 4, py: 2, px: { xs: 2, sm: 3 }, borderTop: '1px solid', borderColor: 'divider', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
      <Box sx={{ display: 'flex', gap: 2.5 }}>
        <Link component={RouterLink} to={HELP_PAGE} underline="hover" sx={{ fontSize: 14 }}>
          {t.support}
        </Link>
        <Link component={RouterLink} to={HELP_PAGE} underline="hover" sx={{ fontSize: 14 }}>
          {t.documentation}
        </Link>
      </Box>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{fill(t.copyright, { year: istanbulYear(), company: name })}</Typography>
    </Box>
  );
};
