import { useMethodQuery } from '../../../providers/useMethodQuery';

/** GET /stats/quick through the dataProvider: users, benches and today's log rows. */
export const useQuickStats = () => useMethodQuery(['stats', '/stats/quick'], (dataProvider, signal) => dataProvider.getQuickStats(signal), { retry: false });
