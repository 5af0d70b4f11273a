import type { UserStats } from '../users/usersApi';
import { useUserStats } from '../users/useUserStats';
import { addedOf, countChange, TILE_KEYS, TILE_ROLES, type CountChange, type TileKey } from './userCountChange';

export interface UserCountChanges {
  counts: Record<TileKey, number> | null;
  /** null until the counts are read. */
  changes: Record<TileKey, CountChange> | null;
  error: Error | null;
}

const countOf = (stats: UserStats, key: TileKey): number => {
  const roles = TILE_ROLES[key];
  return roles ? roles.reduce((sum: number, role) => sum + (stats.byRole[role] ?? 0), 0) : stats.total;
};

const countsOf = (stats: UserStats): Record<TileKey, number> => Object.fromEntries(TILE_KEYS.map((key) => [key, countOf(stats, key)])) as Record<TileKey, number>;

/**
 * Each tile's count now and its change against 30 days ago, both from the stat counts of one
 * request: reading the recent accounts themselves cost a page of 100 users (30 KB) and up to 20.
 */
export const useUserCountChanges = (): UserCountChanges => {
  const { stats, error } = useUserStats('/users/admin/all');
  const counts = stats ? countsOf(stats) : null;
  const added = stats ? addedOf(stats.newLast30Days) : null;
  const changes = counts && added ? (Object.fromEntries(TILE_KEYS.map((key) => [key, countChange(counts[key], added[key])])) as Record<TileKey, CountChange>) : null;
  return { counts, changes, error };
};
