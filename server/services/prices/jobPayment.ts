import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { formatMoney } from '../../../src/domain/format';
import { paymentMethodLabel, type PaymentMethod } from '../../../src/domain/pricing/payments';
import { MAX_TOTAL_PRICE, toKurus } from '../../../src/domain/resources/jobValues';
import { fill } from '../../../src/i18n/fill';
import { pricing as texts } from '../../../src/i18n/tr/pricing';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../errors';
import { writeActivity } from '../activityLog';
import { PAYMENT_COLUMNS, toPaymentJob, type PaymentRow } from './paymentSql';
import { withChangeOrigin } from '../history/changeOrigin';

const t = texts.server;
/** numeric(14,2) holds at most this many kuruş: a larger total would fail in the database. */
const MAX_TOTAL_KURUS = BigInt(toKurus(MAX_TOTAL_PRICE));

const readPaymentJob = async (db: Db, id: number) => {
  const { rows } = await sql<PaymentRow>`select ${PAYMENT_COLUMNS} from jobs where id = ${id}`.execute(db);
  return rows[0] ? toPaymentJob(rows[0]) : null;
};

/**
 * Sets a job's unit price. The body's total must be quantity × unit price to the kuruş (whole
 * kuruş as BigInt: exact, never a float product); a paid job's price is settled and stays.
 */
export const setJobPrice = async (db: Db, req: FastifyRequest, id: number, body: { unitPrice: number; totalPrice: number }) =>
  db.transaction().execute(async (trx) => {
    await withChangeOrigin(trx, req, 'form');
    const job = await trx.selectFrom('jobs').select(['quantity', 'paid_at']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!job) throw notFound(t.jobNotFound);
    if (job.paid_at) throw conflict(t.paidPriceLocked);
    const unit = BigInt(toKurus(body.unitPrice));
    const total = BigInt(job.quantity) * unit;
    if (total !== BigInt(toKurus(body.totalPrice))) throw badRequest(t.totalMismatch, { totalPrice: t.totalMismatch });
    if (total > MAX_TOTAL_KURUS) throw badRequest(t.totalTooLarge, { unitPrice: t.totalTooLarge });
    const unitText = (Number(unit) / 100).toFixed(2);
    await trx.updateTable('jobs').set({ unit_price: unitText, updated_at: new Date() }).where('id', '=', id).execute();
    const saved = (await readPaymentJob(trx, id))!;
    await writeActivity(trx, req, { action: 'update', resource: 'job', resourceId: id, description: fill(t.log.price, { id, unit: formatMoney(saved.unitPrice), total: formatMoney(saved.totalPrice) }) });
    return saved;
  });

/**
 * Marks a payable job paid with its method. The UPDATE's own condition (paid_at is null) decides
 * a race: of two calls at once one changes the row and the other finds it paid (409). The job's
 * work status is left as it is.
 */
export const markJobPaid = async (db: Db, req: FastifyRequest, id: number, method: PaymentMethod) =>
  db.transaction().execute(async (trx) => {
    await withChangeOrigin(trx, req, 'form');
    const paid = await trx
      .updateTable('jobs')
      .set({ paid_at: new Date(), payment_method: method, updated_at: new Date() })
      .where('id', '=', id)
      .where('paid_at', 'is', null)
      .where('unit_price', 'is not', null)
      .where('status', '<>', 'cancelled')
      .returning('id')
      .executeTakeFirst();
    if (!paid) {
      const job = await trx.selectFrom('jobs').select(['paid_at']).where('id', '=', id).executeTakeFirst();
      if (!job) throw notFound(t.jobNotFound);
      throw conflict(job.paid_at ? t.alreadyPaid : t.notPayable);
    }
    const saved = (await readPaymentJob(trx, id))!;
    await writeActivity(trx, req, { action: 'update', resource: 'job', resourceId: id, description: fill(t.log.paid, { id, method: paymentMethodLabel(method), total: formatMoney(saved.totalPrice) }) });
    return saved;
  });
