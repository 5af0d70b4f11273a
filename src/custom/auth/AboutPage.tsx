import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { auth } from '../../i18n/tr/auth';
import { AuthLayout } from './AuthLayout';

const t = auth.about;

/** /about: a short public description of the product. */
export const AboutPage = () => (
  <AuthLayout title={t.title} wide>
    <Stack spacing={2.5}>
      <Typography>{t.intro}</Typography>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t.rolesTitle}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {Object.values(t.roles).map((line) => (
            <Typography component="li" key={line} color="text.secondary" sx={{ mb: 0.75 }}>
              {line}
            </Typography>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t.security}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
          {t.login}
        </Button>
        <Button component={RouterLink} to="/auth/register" variant="outlined" fullWidth>
          {t.register}
        </Button>
      </Stack>
    </Stack>
  </AuthLayout>
);
