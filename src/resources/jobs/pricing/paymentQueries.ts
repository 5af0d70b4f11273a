import { jobsResource } from '../../../domain/resources/jobs';
import type { PaymentTab } from '../../../providers/priceMethods';
import { useMethodCache, useMethodQuery } from '../../../providers/useMethodQuery';

/**
 * The /prices reads are the dataProvider's own methods (payment shapes, not the jobs resource's
 * records), kept under the 'prices' area of react-admin's cache. One try: the screens say at once
 * that the load failed and offer their own retry.
 */
const AREA = 'prices';

export const usePriceSummary = () => useMethodQuery([AREA, 'summary'], (dataProvider, signal) => dataProvider.getPriceSummary(signal), { retry: false });

/** A page of one payment list; the page shown stays while the next one loads. */
export const usePaymentPage = (tab: PaymentTab, page: number, limit: number, q = '') =>
  useMethodQuery([AREA, 'payments', tab, page, limit, q.trim()], (dataProvider, signal) => dataProvider.getPaymentPage({ tab, page, limit, q }, signal), { keepPrevious: true, retry: false });

export const useRevenueReport = () => useMethodQuery([AREA, 'revenue'], (dataProvider, signal) => dataProvider.getRevenueReport(signal), { retry: false });

/** Reads everything priced again (after a price, a payment or a retry), the jobs' cached pages too: a job's price shows in its list. */
export const useReloadPayments = () => {
  const cache = useMethodCache();
  return () => void cache.reload([AREA], [jobsResource.name]);
};
