import { sql } from 'kysely';
import type { RevenueMonth } from '../../../src/domain/pricing/payments';
import type { Db } from '../../db/connect';
import { istanbulDayEnd, istanbulDayStart } from '../jobs/jobSql';

export interface RevenueReport {
  months: RevenueMonth[];
  totalRevenue: number;
  totalCount: number;
}

/**
 * Paid revenue by Istanbul month (a payment at 31 January 22:30 UTC is February's), between two
 * optional Istanbul days inclusive. The months and their total come from one grouped statement.
 */
export const revenueByMonth = async (db: Db, range: { from?: string; to?: string }): Promise<RevenueReport> => {
  const from = range.from ? sql`and paid_at >= ${istanbulDayStart(range.from)}` : sql``;
  const to = range.to ? sql`and paid_at < ${istanbulDayEnd(range.to)}` : sql``;
  const { rows } = await sql<{ month: string | null; revenue: string; count: number }>`
    select to_char(date_trunc('month', paid_at at time zone 'Europe/Istanbul'), 'YYYY-MM') as month,
           coalesce(sum(total_price), 0)::text as revenue, count(*)::int as count
    from jobs where paid_at is not null ${from} ${to}
    group by grouping sets ((1), ()) order by 1 nulls last`.execute(db);
  const total = rows.find((r) => r.month === null);
  return {
    months: rows.filter((r) => r.month !== null).map((r) => ({ month: r.month!, revenue: Number(r.revenue), count: r.count })),
    totalRevenue: Number(total?.revenue ?? 0),
    totalCount: total?.count ?? 0,
  };
};
