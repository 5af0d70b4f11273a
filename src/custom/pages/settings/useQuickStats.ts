import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '../../../providers/apiQuery';
import type { QuickStats } from './quickStats';

/** GET /stats/quick: users, benches and today's log rows. */
export const useQuickStats = () => useQuery({ ...apiQuery<{ data: QuickStats }>('stats', '/stats/quick'), select: (body) => body.data });
