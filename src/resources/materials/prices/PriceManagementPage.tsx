import { ResourceContextProvider } from 'react-admin';
import { materialsResource } from '../../../domain/resources/materials';
import { GeneratedList } from '../../generic/GeneratedList';
import { materialPricesOverride } from '.';

/** Fiyat Yönetimi, inside the supply panel's frame: the generated list of materials with the price slots. */
export const PriceManagementPage = () => (
  <ResourceContextProvider value={materialsResource.route}>
    <GeneratedList declaration={materialsResource} override={materialPricesOverride} />
  </ResourceContextProvider>
);
