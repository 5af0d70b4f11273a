/** GET /stats/quick's data. */
export interface QuickStats {
  users: { total: number; byRole: Record<'0' | '1' | '2' | '3' | '4', number> };
  counters: { total: number; active: number };
  logsToday: number;
}
