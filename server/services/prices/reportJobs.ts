import { sql, type RawBuilder } from 'kysely';
import type { PaymentJob } from '../../../src/domain/pricing/payments';
import type { Db } from '../../db/connect';
import { PAID, PAYMENT_COLUMNS, toPaymentJob, UNPAID_PAYABLE, type PaymentRow } from './paymentSql';
import type { ReportTotals } from './revenueReportCsv';

const BATCH = 2000;

type KeyedRow = PaymentRow & { k: string };

/**
 * The jobs `where` selects, newest `column` first, in keyset batches: the report holds one batch in
 * memory whatever the number of jobs. The key is the timestamp as text (a JS Date keeps
 * milliseconds, the column microseconds), compared with the id as a row.
 */
async function* keysetBatches(db: Db, where: RawBuilder<boolean>, column: 'paid_at' | 'created_at'): AsyncGenerator<PaymentJob[]> {
  const col = sql.ref(column);
  let key: { at: string; id: number } | null = null;
  for (;;) {
    const after: RawBuilder<unknown> = key ? sql`and (${col}, id) < (${key.at}::timestamptz, ${key.id})` : sql``;
    const result: { rows: KeyedRow[] } = await sql<KeyedRow>`select ${PAYMENT_COLUMNS}, ${col}::text as k from jobs
      where ${where} ${after} order by ${col} desc, id desc limit ${BATCH}`.execute(db);
    const rows = result.rows;
    if (rows.length) yield rows.map(toPaymentJob);
    if (rows.length < BATCH) return;
    const last: KeyedRow = rows[rows.length - 1]!;
    key = { at: last.k, id: last.id };
  }
}

/** Every paid job (newest payment first), then every unpaid payable job (newest first). */
export async function* reportJobBatches(db: Db): AsyncGenerator<PaymentJob[]> {
  yield* keysetBatches(db, PAID, 'paid_at');
  yield* keysetBatches(db, UNPAID_PAYABLE, 'created_at');
}

/** The report's rows after its heading: every paid and unpaid payable job, then the three totals. */
export const reportRowCount = async (db: Db): Promise<number> => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from jobs where ${PAID} or (${UNPAID_PAYABLE})`.execute(db);
  return Number(rows[0]?.n ?? 0) + 3;
};

/** The report's three totals, summed by the database. */
export const reportTotals = async (db: Db): Promise<ReportTotals> => {
  const { rows } = await sql<{ completed: string; pending: string; grand: string }>`
    select coalesce(sum(total_price) filter (where ${PAID}), 0)::text as completed,
           coalesce(sum(total_price) filter (where ${UNPAID_PAYABLE}), 0)::text as pending,
           coalesce(sum(total_price) filter (where ${PAID} or (${UNPAID_PAYABLE})), 0)::text as grand
    from jobs where unit_price is not null or paid_at is not null`.execute(db);
  const r = rows[0]!;
  return { completed: Number(r.completed), pending: Number(r.pending), grand: Number(r.grand) };
};
