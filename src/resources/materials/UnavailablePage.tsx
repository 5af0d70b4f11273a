import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { Link } from 'react-router-dom';
import { materialScreens } from '../../i18n/tr/materialScreens';
import { PageHeader } from '../../ui/PageHeader';
import { MATERIAL_PATHS } from './materialPaths';

/** A panel page that is not built yet says so plainly, with the way back (no dead link, no fake data). */
export const UnavailablePage = ({ section }: { section: 'reports' }) => (
  <>
    <PageHeader title={materialScreens.menu[section]} icon={<ConstructionIcon />} />
    <Paper elevation={0} sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, border: '1px solid', borderColor: 'divider', textAlign: 'center' }}>
      <Typography sx={{ mb: 3, color: 'text.secondary' }} role="status">
        {materialScreens.unavailable.body}
      </Typography>
      <Button component={Link} to={MATERIAL_PATHS.dashboard} variant="contained">
        {materialScreens.unavailable.back}
      </Button>
    </Paper>
  </>
);
