import { ResourceContextProvider } from 'react-admin';
import { procedureCategoriesResource } from '../../domain/resources/procedureCategories';
import { GeneratedList } from '../generic/GeneratedList';
import { procedureCategoriesPage } from './procedureCategoriesPage';

/** /admin/dashboard/procedure-management: the procedures' page lists their categories (001 section 2.7). */
export const ProcedureManagementPage = () => (
  <ResourceContextProvider value={procedureCategoriesResource.route}>
    <GeneratedList declaration={procedureCategoriesResource} override={procedureCategoriesPage} />
  </ResourceContextProvider>
);
