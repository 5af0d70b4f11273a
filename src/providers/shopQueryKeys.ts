import { SHOP_QUERY_KEY } from './useLiveUpdates';

/** The shop floor's react-query keys: all under 'shop', which every live change invalidates. */
export const shopQueryKeys = {
  bench: (benchId: string | number) => [SHOP_QUERY_KEY, 'bench', String(benchId)] as const,
  job: (jobId: string | number) => [SHOP_QUERY_KEY, 'job', String(jobId)] as const,
  /** The board as read with `shown` cards per bench. */
  board: (shown: number) => [SHOP_QUERY_KEY, 'board', shown] as const,
  operators: () => [SHOP_QUERY_KEY, 'operators'] as const,
};
