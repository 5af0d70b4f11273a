import { useMethodQuery } from '../../../providers/useMethodQuery';
import { logsPath, type LogFilters } from './logQuery';

/**
 * A page of the activity log, everyone's or one's own, through the dataProvider; asked only once
 * the reader is known (`everyone` null before). The page shown stays while the next one loads.
 */
export const useLogPage = (everyone: boolean | null, page: number, filters: LogFilters) => {
  const path = everyone === null ? null : logsPath(everyone, page, filters);
  return useMethodQuery(['logs', path ?? ''], (dataProvider, signal) => dataProvider.getLogPage(path!, signal), { enabled: path !== null, keepPrevious: true, retry: false });
};
