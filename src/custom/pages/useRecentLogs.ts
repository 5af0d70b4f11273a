import { useMethodQuery } from '../../providers/useMethodQuery';

/** GET /logs/recent through the dataProvider: the latest rows of the reader's log (everyone's for an admin). */
export const useRecentLogs = (limit: number) => useMethodQuery(['logs', `/logs/recent?limit=${limit}`], (dataProvider, signal) => dataProvider.getRecentLogs(limit, signal), { retry: false });
