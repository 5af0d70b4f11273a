import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useRecordContext } from 'react-admin';
import { formatCount, formatDate } from '../../domain/format';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';
import { fill } from '../../i18n/fill';
import { procedureScreens } from '../../i18n/tr/procedureScreens';

const t = procedureScreens.card;

/**
 * A category's card on the procedure page (001 section 2.7): name, procedure count, description,
 * last update and the view button. The whole card opens the category (the generated card's
 * open area, named by ResourceOverride openLabel), so the button is its visible sign, not a second button.
 */
export const CategoryCard = () => {
  const category = useRecordContext<ProcedureCategoryRecord>();
  if (!category) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
        <Box sx={{ width: 40, height: 40, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: '#004AAD14', color: '#004AAD', flexShrink: 0 }}>
          <FolderIcon />
        </Box>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: 17, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {category.name}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={fill(t.count, { count: formatCount(category.procedureCount ?? 0) })} data-testid="procedure-category-count" />
      </Box>
      <Typography
        variant="body2"
        sx={{ color: 'text.secondary', fontStyle: category.description ? 'normal' : 'italic', flex: 1, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
      >
        {category.description || t.noDescription}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', flex: 1 }}>
          {fill(t.updated, { date: formatDate(category.updatedAt) })}
        </Typography>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1.25, py: 0.5, borderRadius: 1, border: '1px solid', borderColor: 'primary.main', color: 'primary.main', fontSize: 13, fontWeight: 600 }}>
          <VisibilityIcon sx={{ fontSize: 18 }} />
          {t.view}
        </Box>
      </Box>
    </Box>
  );
};
