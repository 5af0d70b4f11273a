import { useAdminQuery } from '../../../providers/useAdminMethods';

/** GET /health through the dataProvider: true only when the server and its database answer. */
export const useHealth = () => useAdminQuery(['health', '/health'], (dataProvider, signal) => dataProvider.getHealth(signal));
