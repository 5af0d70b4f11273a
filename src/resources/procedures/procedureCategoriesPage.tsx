import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RuleIcon from '@mui/icons-material/Rule';
import type { ResourceOverride } from '../generic/resourceOverride';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens as t } from '../../i18n/tr/procedureScreens';
import { AddProcedureButton } from './AddProcedureButton';
import { CategoryCard } from './CategoryCard';
import { CategoryDeleteButton } from './CategoryDeleteButton';
import { CategoryProcedures } from './CategoryProcedures';

/**
 * The procedure page (001 section 2.7) is the generated list of procedure categories plus what the
 * spec draws differently: its heading and figures, category cards that open a dialog with the
 * category's procedures, 'Prosedür Ekle' beside 'Kategori Ekle', and a deletion that names the
 * procedures going with the category. Adding a category is the generated form in a dialog.
 */
export const procedureCategoriesPage: ResourceOverride = {
  heading: { title: texts.title, subtitle: t.subtitle, icon: <RuleIcon /> },
  stats: [
    { label: t.stats.categories, icon: <CategoryIcon />, tone: '#004AAD', testId: 'procedure-stat-categories' },
    { label: t.stats.procedures, resource: 'procedures', icon: <RuleIcon />, tone: '#6A1B9A', testId: 'procedure-stat-procedures' },
    { label: t.stats.active, resource: 'procedures', filter: { isActive: true }, icon: <CheckCircleIcon />, tone: '#2E7D32', testId: 'procedure-stat-active' },
  ],
  cards: true,
  card: CategoryCard,
  openLabel: (category) => fill(t.card.viewLabel, { name: String(category.name) }),
  cardActions: false,
  detail: 'dialog',
  detailContent: CategoryProcedures,
  deleteAction: CategoryDeleteButton,
  listActions: AddProcedureButton,
  forms: 'dialog',
  createLabel: t.addCategory,
  formTitles: { create: t.categoryForm.title },
  addLabel: t.categoryForm.save,
  listTexts: { empty: t.empty },
};
