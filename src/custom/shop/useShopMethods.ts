import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { ShopMethods } from '../../providers/shopMethods';

/** The dataProvider with its shop floor calls. */
export const useShopMethods = () => useDataProvider<DataProvider & ShopMethods>();

/** One of those calls read into react-admin's query cache under a shop key (every live change re-reads it). */
export const useShopQuery = <T>(key: readonly unknown[], read: (methods: ShopMethods) => Promise<T>, options: { enabled?: boolean } = {}) => {
  const dataProvider = useShopMethods();
  return useQuery({ queryKey: key, queryFn: () => read(dataProvider), enabled: options.enabled });
};
