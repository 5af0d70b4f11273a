import type { PaymentJob } from '../../../src/domain/pricing/payments';
import { paymentStatusLabel } from '../../../src/domain/pricing/payments';
import { formatMoney } from '../../../src/domain/format';
import { pricing as texts } from '../../../src/i18n/tr/pricing';
import { csvHead, csvLines } from '../csv/csvWriter';

const count = new Intl.NumberFormat('tr-TR');
const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' });

/** An amount as every screen shows money ('₺1.234,50'): the report reads the same as the pricing page. */
export const reportMoney = (value: number): string => formatMoney(value);

/** The report's date of a job: the payment's day when paid, else its deadline, else its creation (Istanbul). */
const reportDate = (job: PaymentJob): string => day.format(new Date(job.paidAt ?? job.deadline ?? job.createdAt));

export const reportRow = (job: PaymentJob): string[] => [
  job.customer,
  job.description,
  count.format(job.quantity),
  reportMoney(job.unitPrice),
  reportMoney(job.totalPrice),
  paymentStatusLabel(job.status),
  reportDate(job),
];

export interface ReportTotals {
  completed: number;
  pending: number;
  grand: number;
}

const totalRow = (label: string, value: number) => [label, '', '', '', reportMoney(value), '', ''];

/**
 * The revenue report of 001 section 9 as CSV chunks: BOM and the seven headings, every job of the
 * batches (paid first, then unpaid), then the completed, pending and grand totals. Every cell is
 * quoted (the house CSV writer: papaparse with quotes, `;` for a Turkish Excel, CRLF).
 */
export async function* revenueReportCsv(batches: AsyncIterable<PaymentJob[]>, totals: () => Promise<ReportTotals>): AsyncGenerator<string> {
  yield csvHead(texts.report.columns);
  for await (const batch of batches) yield csvLines(batch.map(reportRow));
  const sums = await totals();
  yield csvLines([
    totalRow(texts.report.totals.completed, sums.completed),
    totalRow(texts.report.totals.pending, sums.pending),
    totalRow(texts.report.totals.grand, sums.grand),
  ]);
}
