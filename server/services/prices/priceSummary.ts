import { sql } from 'kysely';
import type { PriceSummary } from '../../../src/domain/pricing/payments';
import type { Db } from '../../db/connect';
import { PAID, UNPAID_PAYABLE } from './paymentSql';

/** One pass over the priced jobs, every sum and the average done in numeric by the database. */
export const priceSummary = async (db: Db): Promise<PriceSummary> => {
  const { rows } = await sql<{ revenue: string; pending: string; completed: number; pending_count: number; overdue: number; average: string }>`
    select coalesce(sum(total_price) filter (where ${PAID}), 0)::text as revenue,
           coalesce(sum(total_price) filter (where ${UNPAID_PAYABLE}), 0)::text as pending,
           count(*) filter (where ${PAID})::int as completed,
           count(*) filter (where ${UNPAID_PAYABLE})::int as pending_count,
           count(*) filter (where ${UNPAID_PAYABLE} and deadline < now())::int as overdue,
           coalesce(round(sum(total_price) filter (where ${PAID}) / nullif(count(*) filter (where ${PAID}), 0), 2), 0)::text as average
    from jobs where unit_price is not null or paid_at is not null`.execute(db);
  const r = rows[0]!;
  return {
    totalRevenue: Number(r.revenue),
    pendingAmount: Number(r.pending),
    completedCount: r.completed,
    pendingCount: r.pending_count,
    overdueCount: r.overdue,
    averagePayment: Number(r.average),
  };
};
