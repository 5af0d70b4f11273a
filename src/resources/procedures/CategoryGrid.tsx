import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import FolderOffIcon from '@mui/icons-material/FolderOff';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { CategoryCard } from './CategoryCard';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } as const;

/** The category cards, one column on a phone; skeletons while loading, the empty text when none. */
export const CategoryGrid = ({ categories, onView }: { categories: readonly ProcedureCategoryRecord[] | null; onView: (id: number) => void }) => {
  if (!categories)
    return (
      <Box sx={grid}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={168} sx={{ borderRadius: 3 }} />
        ))}
      </Box>
    );
  if (!categories.length)
    return (
      <Paper elevation={0} sx={{ borderRadius: 3, border: '1px dashed', borderColor: 'divider', p: { xs: 3, sm: 5 }, textAlign: 'center', color: 'text.secondary' }}>
        <FolderOffIcon sx={{ fontSize: 40, mb: 1, color: 'text.disabled' }} />
        <Typography data-testid="procedure-empty">{procedureScreens.empty}</Typography>
      </Paper>
    );
  return (
    <Box sx={grid}>
      {categories.map((c) => (
        <CategoryCard key={c.id} category={c} onView={() => onView(c.id)} />
      ))}
    </Box>
  );
};
