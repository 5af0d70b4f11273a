import { ResourceContextProvider } from 'react-admin';
import { materialCategoriesResource } from '../../../domain/resources/materialCategories';
import { GeneratedList } from '../../generic/GeneratedList';
import { materialCategoriesOverride } from '.';

/** Kategori Yönetimi, inside the supply panel's frame: the generated list of material categories with their slots. */
export const CategoryManagementPage = () => (
  <ResourceContextProvider value={materialCategoriesResource.route}>
    <GeneratedList declaration={materialCategoriesResource} override={materialCategoriesOverride} />
  </ResourceContextProvider>
);
