import { sql } from 'kysely';
import type { PaymentPage } from '../../../src/domain/pricing/payments';
import type { Db } from '../../db/connect';
import { LIST_ORDER, LIST_WHERE, PAYMENT_COLUMNS, paymentSearch, toPaymentJob, type PaymentList, type PaymentRow } from './paymentSql';

/** One page of paid or unpaid payable jobs, with the list's count and amount summed by the database. */
export const listPayments = async (db: Db, list: PaymentList, p: { page: number; limit: number; q?: string }): Promise<PaymentPage> => {
  const where = sql`${LIST_WHERE[list]} and ${paymentSearch(p.q)}`;
  const rows = await sql<PaymentRow>`select ${PAYMENT_COLUMNS} from jobs where ${where}
    order by ${LIST_ORDER[list]} limit ${p.limit} offset ${(p.page - 1) * p.limit}`.execute(db);
  const sums = await sql<{ n: number; amount: string }>`select count(*)::int as n, coalesce(sum(total_price), 0)::text as amount from jobs where ${where}`.execute(db);
  const total = sums.rows[0]!.n;
  return {
    jobs: rows.rows.map(toPaymentJob),
    total,
    totalRevenue: Number(sums.rows[0]!.amount),
    page: p.page,
    limit: p.limit,
    totalPages: Math.max(1, Math.ceil(total / p.limit)),
  };
};
