import { useQuery } from '@tanstack/react-query';
import { shopQueryKeys } from './shopQueryKeys';
import { useShopMethods } from './useShopMethods';

/** A bench and its queue of jobs, cached by react-query and re-read when a live change names a job. */
export const useBenchQueue = (benchId: string) => {
  const dataProvider = useShopMethods();
  return useQuery({ queryKey: shopQueryKeys.bench(benchId), queryFn: () => dataProvider.getBenchQueue(benchId), enabled: benchId !== '' });
};
