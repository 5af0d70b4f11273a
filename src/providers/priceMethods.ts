import type { PaymentPage, PriceSummary, RevenueMonth } from '../domain/pricing/payments';
import { api } from './httpClient';

export type PaymentTab = 'all' | 'completed' | 'pending';

const LIST_PATHS: Record<PaymentTab, string> = { all: '/prices/all-jobs', completed: '/prices/completed-jobs', pending: '/prices/pending-jobs' };

/**
 * The /prices reads, beside react-admin's methods: they answer payment shapes of their own (a
 * payment status, the list's revenue, figures and months), not the jobs resource's records.
 */
export interface PriceMethods {
  getPriceSummary: (signal?: AbortSignal) => Promise<PriceSummary>;
  /** A page of one payment list, searched by `q` when given. */
  getPaymentPage: (params: { tab: PaymentTab; page: number; limit: number; q?: string }, signal?: AbortSignal) => Promise<PaymentPage>;
  getRevenueReport: (signal?: AbortSignal) => Promise<RevenueMonth[]>;
}

export const priceMethods: PriceMethods = {
  getPriceSummary: async (signal) => (await api<{ data: PriceSummary }>('/prices/summary', { signal })).data,
  getPaymentPage: ({ tab, page, limit, q = '' }, signal) => {
    const query = new URLSearchParams({ page: String(page), limit: String(limit) });
    if (q.trim()) query.set('q', q.trim());
    return api<PaymentPage>(`${LIST_PATHS[tab]}?${query}`, { signal });
  },
  getRevenueReport: async (signal) => (await api<{ data: RevenueMonth[] }>('/prices/revenue-report?groupBy=month', { signal })).data,
};
