import type { RoleNumber } from '../../../domain/roles';

// The tiles compare today's count with the count 30 days ago (replacing the old fixed labels):
// the server counts the accounts created since (userLists.ts, newLast30Days).

export interface CountChange {
  current: number;
  /** Accounts created within the last 30 days. */
  added: number;
  /** The count 30 days ago, from createdAt (accounts deleted since cannot be seen, so never more). */
  before: number;
  /** Growth against `before` in percent; null when there was nobody 30 days ago. */
  percent: number | null;
}

export const countChange = (current: number, added: number): CountChange => {
  const safeAdded = Math.min(Math.max(0, added), current);
  const before = current - safeAdded;
  return { current, added: safeAdded, before, percent: before === 0 ? null : (safeAdded / before) * 100 };
};

export const TILE_KEYS = ['total', 'customers', 'suppliers', 'employees', 'admins'] as const;
export type TileKey = (typeof TILE_KEYS)[number];

/** Which roles each tile counts; the admin tile counts admins only, masters are in the total. */
export const TILE_ROLES: Record<TileKey, readonly RoleNumber[] | null> = {
  total: null,
  customers: [0],
  suppliers: [1],
  employees: [2],
  admins: [3],
};

/** Accounts created within the window, per tile, from the server's counts by role. */
export const addedOf = (recent: { total: number; byRole: Partial<Record<RoleNumber, number>> }): Record<TileKey, number> =>
  Object.fromEntries(TILE_KEYS.map((key) => [key, TILE_ROLES[key]?.reduce((sum: number, role) => sum + (recent.byRole[role] ?? 0), 0) ?? recent.total])) as Record<TileKey, number>;

export type ChangeTrend = 'up' | 'flat' | 'fresh';

/** How a tile words its change: a percentage, 'no change', or new accounts where there were none. */
export const changeTrend = (change: CountChange): ChangeTrend => {
  if (change.added === 0) return 'flat';
  return change.percent === null ? 'fresh' : 'up';
};

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });

/** '%12,5' in the tr-TR way. */
export const formatPercent = (percent: number): string => percentFormat.format(percent / 100);
