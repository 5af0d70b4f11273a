import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { formatDate } from '../../domain/format';
import { fill } from '../../i18n/fill';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';

const t = procedureScreens.card;

/** One category of the grid: name, description, procedure count, last update and the view button (001 section 2.7). */
export const CategoryCard = ({ category, onView }: { category: ProcedureCategoryRecord; onView: () => void }) => (
  <Paper elevation={0} data-testid="procedure-category-card" sx={{ p: 2.25, borderRadius: 3, border: '1px solid', borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }}>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#004AAD14', color: '#004AAD', flexShrink: 0 }}>
        <FolderIcon />
      </Box>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {category.name}
      </Typography>
      <Chip size="small" color="primary" variant="outlined" label={fill(t.count, { count: category.procedureCount ?? 0 })} data-testid="procedure-category-count" />
    </Box>
    <Typography
      variant="body2"
      sx={{ color: category.description ? 'text.secondary' : 'text.disabled', fontStyle: category.description ? 'normal' : 'italic', flex: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {category.description || t.noDescription}
    </Typography>
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
        {fill(t.updated, { date: formatDate(category.updatedAt) })}
      </Typography>
      <Button size="small" variant="outlined" startIcon={<VisibilityIcon />} onClick={onView} aria-label={fill(t.viewLabel, { name: category.name })}>
        {t.view}
      </Button>
    </Box>
  </Paper>
);
