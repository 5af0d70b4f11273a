import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import { useNavigate } from 'react-router-dom';
import { fullNameOf } from '../../domain/user';
import { pages } from '../../i18n/tr/pages';
import { BRAND_GRADIENT } from '../../theme';
import { useSessionUser } from '../shell/useSessionUser';

/** /admin/dashboard until the administration issue builds the real dashboard. */
export const AdminWelcome = () => {
  const { user } = useSessionUser();
  const navigate = useNavigate();
  return (
    <Paper elevation={0} sx={{ borderRadius: 4, p: { xs: 3, sm: 5 }, color: '#fff', background: BRAND_GRADIENT, position: 'relative', overflow: 'hidden' }}>
      <Box sx={{ position: 'absolute', right: -60, top: -60, width: 240, height: 240, borderRadius: '50%', bgcolor: 'rgba(255,255,255,.08)' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, position: 'relative' }}>
        {pages.welcome.greeting.replace('%{name}', user ? fullNameOf(user) : '')}
      </Typography>
      <Typography sx={{ mt: 1.5, maxWidth: 620, opacity: 0.9, position: 'relative' }}>{pages.welcome.body}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3, position: 'relative' }}>
        <Button variant="contained" startIcon={<PersonIcon />} onClick={() => navigate('/admin/profile')} sx={{ bgcolor: '#fff', color: 'primary.main', '&:hover': { bgcolor: '#eef4ff' } }}>
          {pages.welcome.profile}
        </Button>
        <Button variant="outlined" startIcon={<SettingsIcon />} onClick={() => navigate('/admin/settings')} sx={{ color: '#fff', borderColor: 'rgba(255,255,255,.6)' }}>
          {pages.welcome.settings}
        </Button>
      </Stack>
    </Paper>
  );
};
