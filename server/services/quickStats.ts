import { sql } from 'kysely';
import type { Db } from '../db/connect';

export interface QuickStats {
  users: { total: number; byRole: Record<'0' | '1' | '2' | '3' | '4', number> };
  counters: { total: number; active: number };
  /** Activity log rows since midnight, Istanbul time (the shop's day). */
  logsToday: number;
}

/** The settings page's quick statistics card, in three small queries. */
export const quickStats = async (db: Db): Promise<QuickStats> => {
  const [roles, counters, logs] = await Promise.all([
    db.selectFrom('users').select(['role', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('role').execute(),
    db
      .selectFrom('counters')
      .select([(eb) => eb.fn.countAll<number>().as('total'), sql<number>`count(*) filter (where status = 1)`.as('active')])
      .executeTakeFirst(),
    db
      .selectFrom('activity_logs')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('created_at', '>=', sql<Date>`date_trunc('day', now() at time zone 'Europe/Istanbul') at time zone 'Europe/Istanbul'`)
      .executeTakeFirst(),
  ]);
  const byRole = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 };
  for (const r of roles) byRole[String(r.role) as keyof typeof byRole] = Number(r.n);
  return {
    users: { total: Object.values(byRole).reduce((a, b) => a + b, 0), byRole },
    counters: { total: Number(counters?.total ?? 0), active: Number(counters?.active ?? 0) },
    logsToday: Number(logs?.n ?? 0),
  };
};
