import { useState } from 'react';
import { Button, RecordContextProvider, ResourceContextProvider, useRecordContext, useRefresh } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MaterialCategoryRecord, SubcategoryItem } from '../../../domain/resources/materialCategories';
import { materialSubcategoriesResource } from '../../../domain/resources/materialSubcategories';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import { RecordDeleteButton } from '../../generic/RecordDeleteButton';
import { RecordFormDialog } from '../../generic/RecordFormDialog';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { formatCount } from '../../../domain/format';

const t = materialScreens.categories;
const subcategories = materialSubcategoriesResource;
const subcategoryWords: ResourceOverride = { listTexts: { deleteTitle: t.deleteSubTitle, deleteBody: t.deleteSubBody } };

/** Below a category's fields in its dialog: its subcategories, each renamed or deleted with the generated form and delete. */
export const CategorySubcategories = () => {
  const category = useRecordContext<MaterialCategoryRecord>();
  const refresh = useRefresh();
  const [renaming, setRenaming] = useState<SubcategoryItem | null>(null);
  if (!category) return null;
  return (
    <ResourceContextProvider value={subcategories.route}>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 2, mb: 1 }}>
        {subcategories.label}
      </Typography>
      {category.subcategories.length === 0 && <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noSubs}</Typography>}
      <Box component="ul" aria-label={subcategories.label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {category.subcategories.map((s) => (
          <RecordContextProvider key={s.id} value={s}>
            <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}>
              <Typography sx={{ flex: 1 }}>{`${s.name} (${formatCount(s.materialCount ?? 0)})`}</Typography>
              <Button label={t.rename} aria-label={`${t.rename}: ${s.name}`} onClick={() => setRenaming(s)}>
                <EditIcon />
              </Button>
              <RecordDeleteButton declaration={subcategories} override={subcategoryWords} />
            </Box>
          </RecordContextProvider>
        ))}
      </Box>
      {renaming && (
        <RecordFormDialog
          declaration={subcategories}
          record={{ ...renaming, categoryId: category.id }}
          title={t.renameSubTitle}
          onClose={() => {
            setRenaming(null);
            refresh();
          }}
        />
      )}
    </ResourceContextProvider>
  );
};
