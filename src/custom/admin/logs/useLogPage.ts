import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../providers/apiQuery';
import type { LogEntry } from '../../pages/settings/logEntry';
import { logsPath, type LogFilters, type LogPagination } from './logQuery';

/**
 * A page of the activity log, everyone's or one's own; asked only once the reader is known
 * (`everyone` null before). The page shown stays while the next one loads.
 */
export const useLogPage = (everyone: boolean | null, page: number, filters: LogFilters) => {
  const path = everyone === null ? null : logsPath(everyone, page, filters);
  return useQuery({ ...apiQuery<{ logs?: LogEntry[]; pagination?: LogPagination }>('logs', path ?? ''), enabled: path !== null, placeholderData: keepPreviousData });
};
