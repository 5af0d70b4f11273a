/** The supply panel's three declared resources, so the registry imports them in one line. */
export { materialCategoriesResource } from './materialCategories';
export { materialSubcategoriesResource } from './materialSubcategories';
export { materialsResource } from './materials';
