import type { MaterialCategoryRecord } from '../../domain/resources/materialCategories';
import { useApi } from '../../custom/pages/useApi';
import { materialApi } from './materialApi';

/** The categories with their subcategories, for the selects and the category page. */
export const useMaterialCategories = () => {
  const state = useApi<{ categories: MaterialCategoryRecord[] }>(materialApi.categoriesUrl);
  return { categories: state.data?.categories ?? null, error: state.error, reload: state.reload, isPending: state.isPending };
};
