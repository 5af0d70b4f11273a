import { sql, type Kysely } from 'kysely';

/**
 * Payments (issue 9): a job is payable when it has a price and is not cancelled; paid_at marks the
 * payment, and payment_method says how it was paid. The two are set together or not at all.
 * The partial indexes serve the paid list and the monthly report (paid_at), and the pending list
 * (created_at over unpaid payable jobs), over 100,000 jobs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('payment_method', 'text', (c) => c.check(sql`payment_method in ('credit_card', 'bank_transfer', 'cash', 'cheque')`))
    .execute();
  // Jobs paid before this column existed keep their date; their method is unknown, so cash is
  // the one honest choice that keeps the pair rule (the demo data never had paid jobs).
  await sql`update jobs set payment_method = 'cash' where paid_at is not null`.execute(db);
  await sql`alter table jobs add constraint jobs_payment_pair_check check ((paid_at is null) = (payment_method is null))`.execute(db);
  await sql`create index jobs_paid_idx on jobs (paid_at desc, id desc) where paid_at is not null`.execute(db);
  await sql`create index jobs_payment_pending_idx on jobs (created_at desc, id desc) where paid_at is null and unit_price is not null and status <> 'cancelled'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists jobs_payment_pending_idx`.execute(db);
  await sql`drop index if exists jobs_paid_idx`.execute(db);
  await sql`alter table jobs drop constraint if exists jobs_payment_pair_check`.execute(db);
  await db.schema.alterTable('jobs').dropColumn('payment_method').execute();
}
