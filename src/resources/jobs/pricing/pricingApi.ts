import type { PaymentJob, PaymentMethod } from '../../../domain/pricing/payments';
import { api, request } from '../../../providers/httpClient';
import { readCsvDownload, type RowProgress } from '../../../providers/readCsvDownload';
import { pricing as texts } from '../../../i18n/tr/pricing';
import { downloadBlob } from '../../../ui/downloadBlob';
import { istanbulToday } from '../../../domain/istanbulTime';

export const setJobPrice = (id: number, unitPrice: number, totalPrice: number) =>
  api<{ job: PaymentJob }>(`/prices/jobs/${id}/price`, { method: 'PUT', body: { unitPrice, totalPrice } });

export const markJobPaid = (id: number, paymentMethod: PaymentMethod) =>
  api<{ job: PaymentJob }>(`/prices/jobs/${id}/complete`, { method: 'PUT', body: { paymentMethod } });

/**
 * The server writes the whole report (every job, not a page), its rows reported as they arrive;
 * the browser saves it as gelir-raporu-{date}.csv.
 */
export const downloadRevenueReport = async (onProgress?: (progress: RowProgress) => void): Promise<void> => {
  const { response } = await request('/prices/report', { timeout: 120_000 });
  const blob = await readCsvDownload(response, onProgress);
  downloadBlob(blob, `${texts.report.fileName}-${istanbulToday()}.csv`);
};
