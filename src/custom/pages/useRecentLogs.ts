import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../providers/apiQuery';
import type { LogEntry } from './settings/logEntry';

/** GET /logs/recent: the latest rows of the reader's log (everyone's for an admin). */
export const useRecentLogs = (limit: number) => useQuery({ ...apiQuery<{ logs?: LogEntry[] }>('logs', `/logs/recent?limit=${limit}`), select: (body) => body.logs ?? [] });
