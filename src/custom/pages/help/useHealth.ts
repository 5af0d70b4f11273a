import { useQuery } from '@tanstack/react-query';
import { useAdminMethods } from '../../../providers/useAdminMethods';

/** GET /health through the dataProvider: true only when the server and its database answer. */
export const useHealth = () => {
  const dataProvider = useAdminMethods();
  return useQuery({ queryKey: ['health', '/health'], queryFn: ({ signal }) => dataProvider.getHealth(signal), retry: false });
};
