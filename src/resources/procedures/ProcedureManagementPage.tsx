import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import RuleIcon from '@mui/icons-material/Rule';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { PageHeader } from '../../ui/PageHeader';
import { CategoryAddDialog } from './CategoryAddDialog';
import { CategoryDetailDialog } from './CategoryDetailDialog';
import { CategoryGrid } from './CategoryGrid';
import { ProcedureFormDialog } from './ProcedureFormDialog';
import { ProcedureStats } from './ProcedureStats';
import { useProcedureCatalogue } from './useProcedureCatalogue';

const t = procedureScreens;

/**
 * /admin/dashboard/procedure-management (001 section 2.7): the counts, the category cards, and
 * the dialogs that add, edit and delete; every change is saved through the declared resources and
 * react-admin refetches what the page shows.
 */
export const ProcedureManagementPage = () => {
  const { categories, error, reload } = useProcedureCatalogue();
  const [adding, setAdding] = useState<'category' | 'procedure' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const choices = categories ?? [];

  return (
    <Box>
      <PageHeader
        title={texts.title}
        subtitle={t.subtitle}
        icon={<RuleIcon />}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}>
            <Button variant="outlined" startIcon={<CreateNewFolderIcon />} onClick={() => setAdding('category')}>
              {t.addCategory}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding('procedure')}>
              {t.addProcedure}
            </Button>
          </Box>
        }
      />
      <ProcedureStats categories={categories} />
      {error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t.retry}
            </Button>
          }
        >
          {texts.categoriesLoadFailed}
        </Alert>
      )}
      {!(error && !categories) && <CategoryGrid categories={categories} onView={setViewing} />}
      {adding === 'category' && <CategoryAddDialog onClose={() => setAdding(null)} />}
      {adding === 'procedure' && <ProcedureFormDialog categories={choices} onClose={() => setAdding(null)} />}
      {viewing !== null && <CategoryDetailDialog categoryId={viewing} categories={choices} onClose={() => setViewing(null)} />}
    </Box>
  );
};
