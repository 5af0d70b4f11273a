import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';
import { useNavigate } from 'react-router-dom';
import { pages } from '../../i18n/tr/pages';
import { PageHeader } from '../../ui/PageHeader';

/** A signed-in route whose real screen comes with a later issue: guards and redirects already work. */
export const PagePlaceholder = ({ title }: { title: string }) => {
  const navigate = useNavigate();
  return (
    <Box>
      <PageHeader title={title} />
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px dashed', borderColor: 'divider', p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
        <Box sx={{ width: 64, height: 64, mx: 'auto', mb: 2, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(0,102,204,.08)', color: 'primary.light' }}>
          <ConstructionIcon fontSize="large" />
        </Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {pages.placeholder.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3, maxWidth: 440, mx: 'auto' }}>{pages.placeholder.body}</Typography>
        <Button variant="outlined" onClick={() => navigate('/')}>
          {pages.placeholder.home}
        </Button>
      </Paper>
    </Box>
  );
};
