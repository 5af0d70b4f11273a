import { useQuery } from '@tanstack/react-query';
import { useAdminMethods } from '../../providers/useAdminMethods';

/** GET /logs/recent through the dataProvider: the latest rows of the reader's log (everyone's for an admin). */
export const useRecentLogs = (limit: number) => {
  const dataProvider = useAdminMethods();
  return useQuery({ queryKey: ['logs', `/logs/recent?limit=${limit}`], queryFn: ({ signal }) => dataProvider.getRecentLogs(limit, signal), retry: false });
};
