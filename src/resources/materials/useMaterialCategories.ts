import { useGetList } from 'react-admin';
import { materialCategoriesResource, type MaterialCategoryRecord } from '../../domain/resources/materialCategories';

/** Every category with its subcategories (the list answer carries them), for the selects and the category page. */
export const useMaterialCategories = () => {
  const { data, error, isPending } = useGetList<MaterialCategoryRecord>(materialCategoriesResource.name, {
    pagination: { page: 1, perPage: 1000 },
    sort: materialCategoriesResource.defaultSort,
  });
  return { categories: data ?? null, error, isPending };
};
