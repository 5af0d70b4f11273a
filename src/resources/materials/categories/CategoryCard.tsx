import { useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { MaterialCategoryRecord } from '../../../domain/resources/materialCategories';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { formatCount } from '../../../domain/format';

const t = materialScreens.categories;

/** A category's card: its name, its counts, and its subcategories with their material counts ('POM (0)'). */
export const CategoryCard = () => {
  const category = useRecordContext<MaterialCategoryRecord>();
  if (!category) return null;
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
        {category.name}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1.5 }}>
        {fill(t.subcount, { count: category.subcategories.length })} · {fill(t.materials, { count: formatCount(category.materialCount ?? 0) })}
      </Typography>
      {category.subcategories.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noSubs}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {category.subcategories.map((s) => (
            <Chip key={s.id} label={`${s.name} (${formatCount(s.materialCount ?? 0)})`} variant="outlined" size="small" />
          ))}
        </Box>
      )}
    </>
  );
};
