import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_COUNT_HEADER } from '../../src/domain/exportCount';
import { PAYMENT_METHODS, paymentMethodSchema } from '../../src/domain/pricing/payments';
import type { Permission } from '../../src/domain/permissions';
import { MAX_TOTAL_PRICE, moneySchema } from '../../src/domain/resources/jobValues';
import { calendarDay } from '../../src/domain/validation/dates';
import { wholeNumber } from '../../src/domain/validation/wholeNumbers';
import { jobs as jobTexts } from '../../src/i18n/tr/jobs';
import { pricing as texts } from '../../src/i18n/tr/pricing';
import { badRequest } from '../errors';
import { csvAttachment, CSV_CONTENT_TYPE } from '../services/csv/csvWriter';
import { markJobPaid, setJobPrice } from '../services/prices/jobPayment';
import { listPayments } from '../services/prices/paymentLists';
import { priceSummary } from '../services/prices/priceSummary';
import { reportJobBatches, reportRowCount, reportTotals } from '../services/prices/reportJobs';
import { revenueByMonth } from '../services/prices/revenueReport';
import { revenueReportCsv } from '../services/prices/revenueReportCsv';
import { idParam } from './params';
import { fileReply, openObject, replies, reply, timestamp } from './replies';

const t = texts.server;
/** Pricing is the settings holder's (001 section 2.1); the payment lists also open the all-payments page. */
const PRICING: Permission = 'canAccessSettings';
const PAYMENT_LISTS: readonly Permission[] = ['canAccessSettings', 'canAccessPayments'];

const pageQuery = z.object({
  page: wholeNumber(undefined, 1, 1_000_000).default(1),
  limit: wholeNumber(undefined, 1, 100).default(20),
  q: z.string().max(200).optional(),
});
const day = calendarDay(jobTexts.validation.dateInvalid).optional();
const reportQuery = z.object({ groupBy: z.string().max(20).default('month'), from: day, to: day });
// Bounded so no total reaches the kuruş arithmetic as a float beyond what the column holds (1e308 × 100 is Infinity).
const priceBody = z.object({
  unitPrice: moneySchema,
  totalPrice: z.coerce.number({ error: t.totalMismatch }).min(0, t.totalMismatch).max(MAX_TOTAL_PRICE, t.totalTooLarge),
});
// The method is required; the body may be missing altogether (the spec's old client sent none).
const completeBody = z.object({ paymentMethod: paymentMethodSchema.optional() }).nullish();

const count = z.number();
const money = z.number();
const paymentJob = openObject({
  id: count,
  customer: z.string(),
  description: z.string(),
  quantity: count,
  unitPrice: money,
  totalPrice: money,
  completedAt: timestamp.nullable(),
  paidAt: timestamp.nullable(),
  deadline: timestamp.nullable(),
  workstationName: z.string(),
  status: z.enum(['completed', 'pending', 'overdue']),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  createdAt: timestamp,
});
const listReply = replies({ 200: reply({ jobs: z.array(paymentJob), total: count, totalRevenue: money, page: count, limit: count, totalPages: count }) });
const summaryReply = replies({
  200: reply({ data: openObject({ totalRevenue: money, pendingAmount: money, completedCount: count, pendingCount: count, overdueCount: count, averagePayment: money }) }),
});
const reportReply = replies({ 200: reply({ data: z.array(openObject({ month: z.string(), revenue: money, count })), totalRevenue: money, totalCount: count }) });
const jobReply = replies({ 200: reply({ message: z.string(), job: paymentJob }) });
const csvReply = replies({ 200: fileReply('CSV: UTF-8 with BOM, every cell quoted, `;` between cells', 'text/csv') });

/** Pricing and payments (001 sections 2.9, 2.10, 7): lists, figures, the monthly report, price and payment. */
export const priceRoutes = async (app: FastifyInstance) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['prices'];

  r.get('/prices/completed-jobs', { config: { access: PAYMENT_LISTS }, schema: { tags, querystring: pageQuery, response: listReply } }, async (req) => ({
    success: true,
    ...(await listPayments(app.db, 'completed', req.query)),
  }));

  r.get('/prices/pending-jobs', { config: { access: PAYMENT_LISTS }, schema: { tags, querystring: pageQuery, response: listReply } }, async (req) => ({
    success: true,
    ...(await listPayments(app.db, 'pending', req.query)),
  }));

  r.get('/prices/all-jobs', { config: { access: PAYMENT_LISTS }, schema: { tags, querystring: pageQuery, response: listReply } }, async (req) => ({
    success: true,
    ...(await listPayments(app.db, 'all', req.query)),
  }));

  r.get('/prices/summary', { config: { access: PRICING }, schema: { tags, response: summaryReply } }, async () => ({ success: true, data: await priceSummary(app.db) }));

  r.get('/prices/revenue-report', { config: { access: PRICING }, schema: { tags, querystring: reportQuery, response: reportReply } }, async (req) => {
    const { groupBy, from, to } = req.query;
    if (groupBy !== 'month') throw badRequest(t.groupByMonth, { groupBy: t.groupByMonth });
    if (from && to && from > to) throw badRequest(t.rangeOrder, { from: t.rangeOrder });
    const report = await revenueByMonth(app.db, { from, to });
    return { success: true, data: report.months, totalRevenue: report.totalRevenue, totalCount: report.totalCount };
  });

  r.get('/prices/report', { config: { access: PRICING }, schema: { tags, response: csvReply } }, async (_req, res) =>
    res
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', csvAttachment(texts.report.fileName))
      .header('cache-control', 'no-store')
      .header(EXPORT_COUNT_HEADER, String(await reportRowCount(app.db)))
      .send(Readable.from(revenueReportCsv(reportJobBatches(app.db), () => reportTotals(app.db)))),
  );

  r.put('/prices/jobs/:id/price', { config: { access: PRICING }, schema: { tags, params: idParam, body: priceBody, response: jobReply } }, async (req) => ({
    success: true,
    message: texts.priceDialog.updated,
    job: await setJobPrice(app.db, req, req.params.id, req.body),
  }));

  r.put('/prices/jobs/:id/complete', { config: { access: PRICING }, schema: { tags, params: idParam, body: completeBody, response: jobReply } }, async (req) => {
    const method = req.body?.paymentMethod;
    if (!method) throw badRequest(t.methodRequired, { paymentMethod: t.methodRequired });
    return { success: true, message: texts.payDialog.done, job: await markJobPaid(app.db, req, req.params.id, method) };
  });
};
