import { useDataProvider, type DataProvider } from 'react-admin';
import type { ShopMethods } from '../../providers/shopMethods';

/** The dataProvider with its shop floor calls. */
export const useShopMethods = () => useDataProvider<DataProvider & ShopMethods>();
