import { sql } from 'kysely';
import type { Db } from '../connect';

/**
 * The demo's finished, priced jobs are paid (a day after their work ended, by turns in each
 * method), so the pricing page opens with revenue, recent payments and pending ones.
 */
export const seedDemoPayments = async (db: Db): Promise<void> => {
  await sql`
    update jobs set paid_at = least(now(), completed_at + interval '1 day'),
      payment_method = (array['bank_transfer', 'credit_card', 'cash', 'cheque'])[1 + id % 4]
    where status = 'completed' and unit_price is not null and completed_at is not null and paid_at is null`.execute(db);
};
