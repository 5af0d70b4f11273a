import { SHOP_QUERY_KEY } from './useLiveUpdates';

/** The shop floor's react-query keys: all under 'shop', which every live change invalidates. */
export const shopQueryKeys = {
  bench: (benchId: string | number) => [SHOP_QUERY_KEY, 'bench', String(benchId)] as const,
  job: (jobId: string | number) => [SHOP_QUERY_KEY, 'job', String(jobId)] as const,
  board: () => [SHOP_QUERY_KEY, 'board'] as const,
  operators: () => [SHOP_QUERY_KEY, 'operators'] as const,
};
