import { createElement } from 'react';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import type { ResourceOverride } from '../../generic/resourceOverride';
import { CategoryInput, SubcategoryInput } from './MaterialInputs';
import { materialListing } from './materialListing';

const t = materialScreens.list;
const form = materialScreens.form;
const remove = materialScreens.remove;

/**
 * Materials are their declaration plus this: Malzemeleri Listele of the supply panel (001 sections
 * 2.8, 5) with its search, category filter, count and pager, the add and edit modals in the panel's
 * words (the subcategory waits for a category and is emptied when the category changes, one
 * refusal on top), and the delete question.
 */
export const materialsOverride: ResourceOverride = {
  ...materialListing,
  heading: { title: t.title, icon: createElement(ListAltIcon) },
  createLabel: t.add,
  forms: 'dialog',
  formTitles: { create: form.addTitle, edit: form.editTitle },
  addLabel: form.add,
  formRefusal: 'alert',
  inputs: { categoryId: CategoryInput, subCategoryId: SubcategoryInput },
  listTexts: { ...materialListing.listTexts, deleteTitle: remove.title, deleteBody: remove.body },
};
