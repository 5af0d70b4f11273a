import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import type { MaterialCategoryRecord, SubcategoryItem } from '../../../domain/resources/materialCategories';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.categories;

interface CategoryCardProps {
  category: MaterialCategoryRecord;
  onRename: () => void;
  onDelete: () => void;
  onAddSub: () => void;
  onRenameSub: (sub: SubcategoryItem) => void;
  onDeleteSub: (sub: SubcategoryItem) => void;
}

/** A category with its counts, its subcategories and the actions on each. */
export const CategoryCard = ({ category, onRename, onDelete, onAddSub, onRenameSub, onDeleteSub }: CategoryCardProps) => (
  <Paper elevation={0} data-testid="category-card" sx={{ p: 2.5, borderRadius: 3, border: '1px solid', borderColor: 'divider' }}>
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
          {category.name}
        </Typography>
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {fill(t.subcount, { count: category.subcategories.length })} · {fill(t.materials, { count: category.materialCount ?? 0 })}
        </Typography>
      </Box>
      <Tooltip title={t.rename}>
        <IconButton aria-label={`${t.rename}: ${category.name}`} onClick={onRename} size="small">
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t.delete}>
        <IconButton aria-label={`${t.delete}: ${category.name}`} onClick={onDelete} size="small" color="error">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
    {category.subcategories.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14, mb: 1 }}>{t.noSubs}</Typography>}
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
      {category.subcategories.map((s) => (
        <Chip
          key={s.id}
          label={`${s.name} (${s.materialCount})`}
          variant="outlined"
          onClick={() => onRenameSub(s)}
          onDelete={() => onDeleteSub(s)}
          deleteIcon={<DeleteIcon aria-label={`${t.delete}: ${s.name}`} />}
          aria-label={`${t.rename}: ${s.name}`}
        />
      ))}
    </Box>
    <Button size="small" startIcon={<AddIcon />} onClick={onAddSub}>
      {t.addSub}
    </Button>
  </Paper>
);
