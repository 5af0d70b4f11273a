import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HighlightOff from '@mui/icons-material/HighlightOff';
import { auth } from '../../i18n/tr/auth';

const t = auth.verifyEmail;

/** The failure state: why, the likely causes, and the way back to sign-in. */
export const VerifyEmailFailure = ({ message }: { message: string }) => (
  <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
    <HighlightOff color="error" sx={{ fontSize: 64 }} />
    <Typography variant="h5" component="h1" sx={{ fontWeight: 700, color: 'error.main' }}>
      {t.failure}
    </Typography>
    <Alert severity="error" sx={{ width: '100%' }}>
      {message}
    </Alert>
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2">{t.causesTitle}</Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}>
        {Object.values(t.causes).map((cause) => (
          <Typography component="li" variant="body2" key={cause} sx={{ mb: 0.5 }}>
            {cause}
          </Typography>
        ))}
      </Box>
    </Box>
    <Button component={RouterLink} to="/auth/login" variant="contained" fullWidth>
      {t.backToLogin}
    </Button>
  </Stack>
);
