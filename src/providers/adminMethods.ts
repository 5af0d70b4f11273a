import type { LogPagination } from '../custom/admin/logs/logQuery';
import type { LogEntry } from '../custom/pages/settings/logEntry';
import type { QuickStats } from '../custom/pages/settings/quickStats';
import { api } from './httpClient';

/** The admin pages' calls to routes that are no declared resource, beside react-admin's methods: useDataProvider<AdminMethods>(). */
export interface AdminMethods {
  /** A page of the activity log at this path (everyone's or one's own, with its filters). */
  getLogPage: (path: string, signal?: AbortSignal) => Promise<{ logs?: LogEntry[]; pagination?: LogPagination }>;
  /** The latest rows of the reader's log (everyone's for an admin). */
  getRecentLogs: (limit: number, signal?: AbortSignal) => Promise<LogEntry[]>;
  /** Users, benches and today's log rows. */
  getQuickStats: (signal?: AbortSignal) => Promise<QuickStats>;
  /** True only when the server and its database answer. */
  getHealth: (signal?: AbortSignal) => Promise<boolean>;
}

export const adminMethods: AdminMethods = {
  getLogPage: (path, signal) => api(path, { signal }),
  getRecentLogs: async (limit, signal) => (await api<{ logs?: LogEntry[] }>(`/logs/recent?limit=${limit}`, { signal })).logs ?? [],
  getQuickStats: async (signal) => (await api<{ data: QuickStats }>('/stats/quick', { signal })).data,
  getHealth: async (signal) => (await api<{ success?: boolean }>('/health', { signal })).success === true,
};
