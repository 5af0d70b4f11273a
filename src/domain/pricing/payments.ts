import { z } from 'zod';
import { pricing as texts } from '../../i18n/tr/pricing';

/** How a job was paid: chosen when it is marked paid, stored with paid_at (migration 0015). */
export const PAYMENT_METHODS = ['credit_card', 'bank_transfer', 'cash', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Payment status of a payable job: paid, unpaid, or unpaid past its deadline. */
export type PaymentStatus = 'completed' | 'pending' | 'overdue';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: texts.server.methodRequired });

/** A priced job as the payment lists answer it (001 section 3, "Payment job"). */
export interface PaymentJob {
  id: number;
  customer: string;
  description: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  /** The payment's date for a paid job; the work's end (or null) for an unpaid one. */
  completedAt: string | null;
  paidAt: string | null;
  deadline: string | null;
  workstationName: string;
  status: PaymentStatus;
  paymentMethod: PaymentMethod | null;
  createdAt: string;
}

/** The invoice number the screens show: the last 6 characters of the job id, zero-padded. */
export const invoiceNumber = (id: number): string => `#${String(id).padStart(6, '0').slice(-6)}`;

/** The digits of an invoice number as typed in a search ('#000123', '000123', '123'), or null. */
export const invoiceDigits = (text: string): string | null => {
  const m = /^#?(\d{1,6})$/.exec(text.trim());
  return m ? m[1]! : null;
};

export type PaymentPriority = 'high' | 'medium' | 'low';

/** 001 section 9: high over 500 ₺, medium over 200 ₺, otherwise low. */
export const paymentPriority = (totalPrice: number): PaymentPriority => (totalPrice > 500 ? 'high' : totalPrice > 200 ? 'medium' : 'low');

/** The label of a payment status; anything else the server might send is 'Bilinmeyen'. */
export const paymentStatusLabel = (status: string): string => (texts.statuses as Record<string, string>)[status] ?? texts.statuses.unknown;

export const paymentMethodLabel = (method: string | null | undefined): string => (method && (texts.methods as Record<string, string>)[method]) || texts.noMethod;

/** A page of one of the payment lists (/v1/prices/completed-jobs, pending-jobs, all-jobs). */
export interface PaymentPage {
  jobs: PaymentJob[];
  total: number;
  /** The list's whole amount (every matching job, not the page's): revenue, or what is still owed. */
  totalRevenue: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The pricing page's four figures (/v1/prices/summary), and the counts behind them. */
export interface PriceSummary {
  totalRevenue: number;
  pendingAmount: number;
  completedCount: number;
  pendingCount: number;
  overdueCount: number;
  /** totalRevenue / completedCount, to the kuruş; 0 when nothing is paid (001 section 9). */
  averagePayment: number;
}

/** One month of the revenue report: 'YYYY-MM' of the payments' Istanbul month. */
export interface RevenueMonth {
  month: string;
  revenue: number;
  count: number;
}
