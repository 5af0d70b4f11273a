import { useMethodQuery } from '../../../providers/useMethodQuery';

/** GET /health through the dataProvider: true only when the server and its database answer. */
export const useHealth = () => useMethodQuery(['health', '/health'], (dataProvider, signal) => dataProvider.getHealth(signal), { retry: false });
