import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaymentPage, PriceSummary, RevenueMonth } from '../../../domain/pricing/payments';
import { jobsResource } from '../../../domain/resources/jobs';
import { apiQuery } from '../../../providers/apiQuery';
import { paymentListPath, REVENUE_REPORT_PATH, SUMMARY_PATH, type PaymentTab } from './pricingApi';

/**
 * The /prices routes answer payment shapes of their own (a payment status, the list's revenue,
 * figures and months), not the jobs resource's records: they are read as queries of the 'prices'
 * area of react-admin's cache.
 */
const AREA = 'prices';

export const usePriceSummary = () => useQuery({ ...apiQuery<{ data: PriceSummary }>(AREA, SUMMARY_PATH), select: (body) => body.data });

/** A page of one payment list; the page shown stays while the next one loads. */
export const usePaymentPage = (tab: PaymentTab, page: number, limit: number, q = '') =>
  useQuery({ ...apiQuery<PaymentPage>(AREA, paymentListPath(tab, page, limit, q)), placeholderData: keepPreviousData });

export const useRevenueReport = () => useQuery({ ...apiQuery<{ data: RevenueMonth[] }>(AREA, REVENUE_REPORT_PATH), select: (body) => body.data });

/** Reads everything priced again (after a price, a payment or a retry), the jobs' cached pages too: a job's price shows in its list. */
export const useReloadPayments = () => {
  const client = useQueryClient();
  return () => void Promise.all([client.invalidateQueries({ queryKey: [AREA] }), client.invalidateQueries({ queryKey: [jobsResource.name] })]);
};
