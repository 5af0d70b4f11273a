import { createElement } from 'react';
import CategoryIcon from '@mui/icons-material/Category';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { AddSubcategoryButton } from './AddSubcategoryButton';
import { CategoryCard } from './CategoryCard';
import { CategorySubcategories } from './CategorySubcategories';

const t = materialScreens.categories;

/**
 * Material categories are their declaration plus this: Kategori Yönetimi of the supply panel (001
 * section 2.8) draws them as cards with their subcategories, adds and renames them in dialogs with
 * the panel's words, adds a subcategory from a card, and opens a category over the list with its
 * subcategories to rename or delete.
 */
export const materialCategoriesOverride: ResourceOverride = {
  heading: { title: t.title, subtitle: t.subtitle, icon: createElement(CategoryIcon) },
  cards: true,
  card: CategoryCard,
  rowActions: AddSubcategoryButton,
  detail: 'dialog',
  detailContent: CategorySubcategories,
  forms: 'dialog',
  createLabel: t.add,
  formTitles: { create: t.add, edit: t.renameTitle },
  listTexts: { empty: t.empty, deleteTitle: t.deleteTitle, deleteBody: t.deleteBody },
};
