import { shopQueryKeys } from '../../providers/shopQueryKeys';
import { useMethodQuery } from '../../providers/useMethodQuery';

/** A bench and its queue of jobs, cached by react-query and re-read when a live change names a job. */
export const useBenchQueue = (benchId: string) => useMethodQuery(shopQueryKeys.bench(benchId), (dataProvider) => dataProvider.getBenchQueue(benchId), { enabled: benchId !== '' });
