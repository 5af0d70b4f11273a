import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBoxIcon from '@mui/icons-material/AddBox';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import ScaleIcon from '@mui/icons-material/Scale';
import { Link } from 'react-router-dom';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { MATERIAL_PATHS } from '../materialPaths';

const m = materialScreens.menu;

const ACTIONS = [
  { to: MATERIAL_PATHS.add, label: m.add, icon: <AddBoxIcon /> },
  { to: MATERIAL_PATHS.list, label: m.list, icon: <ListAltIcon /> },
  { to: MATERIAL_PATHS.weight, label: m.weight, icon: <ScaleIcon /> },
  { to: MATERIAL_PATHS.prices, label: m.prices, icon: <RequestQuoteIcon /> },
];

/** Shortcuts to the panel's working pages. */
export const QuickActions = () => (
  <Paper elevation={0} sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
    <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
      {materialScreens.dashboard.quickActions}
    </Typography>
    <Stack spacing={1.25}>
      {ACTIONS.map((a) => (
        <Button key={a.to} component={Link} to={a.to} variant="outlined" startIcon={a.icon} sx={{ justifyContent: 'flex-start', py: 1.1 }}>
          {a.label}
        </Button>
      ))}
    </Stack>
  </Paper>
);
