import { useEffect, useState } from 'react';
import type { UserStats } from '../users/usersApi';
import { useUserStats } from '../users/useUserStats';
import { fetchRecentSignups } from './recentSignups';
import { countChange, tallyAdded, TILE_KEYS, TILE_ROLES, windowStart, type CountChange, type TileKey } from './userCountChange';

export interface UserCountChanges {
  counts: Record<TileKey, number> | null;
  /** null until the recent signups are read, and when they cannot be (the counts still show). */
  changes: Record<TileKey, CountChange> | null;
  error: Error | null;
}

const countOf = (stats: UserStats, key: TileKey): number => {
  const roles = TILE_ROLES[key];
  return roles ? roles.reduce((sum: number, role) => sum + (stats.byRole[role] ?? 0), 0) : stats.total;
};

const countsOf = (stats: UserStats): Record<TileKey, number> => Object.fromEntries(TILE_KEYS.map((key) => [key, countOf(stats, key)])) as Record<TileKey, number>;

/** Each tile's count now and its change against 30 days ago, from the accounts' createdAt. */
export const useUserCountChanges = (): UserCountChanges => {
  const { stats, error } = useUserStats('/users/admin/all');
  const [added, setAdded] = useState<Record<TileKey, number> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const since = windowStart();
    fetchRecentSignups(since, controller.signal)
      .then(({ users }) => setAdded(tallyAdded(users, since)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  const counts = stats ? countsOf(stats) : null;
  const changes = counts && added ? (Object.fromEntries(TILE_KEYS.map((key) => [key, countChange(counts[key], added[key])])) as Record<TileKey, CountChange>) : null;
  return { counts, changes, error };
};
