import { useQuery } from '@tanstack/react-query';
import { useAdminMethods } from '../../../providers/useAdminMethods';

/** GET /stats/quick through the dataProvider: users, benches and today's log rows. */
export const useQuickStats = () => {
  const dataProvider = useAdminMethods();
  return useQuery({ queryKey: ['stats', '/stats/quick'], queryFn: ({ signal }) => dataProvider.getQuickStats(signal), retry: false });
};
