import { useAdminQuery } from '../../../providers/useAdminMethods';

/** GET /stats/quick through the dataProvider: users, benches and today's log rows. */
export const useQuickStats = () => useAdminQuery(['stats', '/stats/quick'], (dataProvider, signal) => dataProvider.getQuickStats(signal));
