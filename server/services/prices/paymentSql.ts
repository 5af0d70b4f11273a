import { sql, type RawBuilder } from 'kysely';
import type { PaymentJob, PaymentMethod, PaymentStatus } from '../../../src/domain/pricing/payments';
import { invoiceDigits } from '../../../src/domain/pricing/payments';
import { foldCase, likePattern } from '../../db/resourceStore';

/**
 * The two payment lists as SQL conditions on jobs. A job is payable when it has a price and is not
 * cancelled; paid_at set means paid. The conditions are the predicates of migration 0015's partial
 * indexes, written the same way so the planner matches them.
 */
export const PAID = sql<boolean>`paid_at is not null`;
export const UNPAID_PAYABLE = sql<boolean>`paid_at is null and unit_price is not null and status <> 'cancelled'`;

/** 'all' is the all-payments page's first tab: both lists, newest payment (or unpaid job) first. */
export type PaymentList = 'completed' | 'pending' | 'all';

/**
 * Each list's order: newest payment first; newest job first among the unpaid. Mixed, a paid job
 * stands at its payment's date and an unpaid one at its creation (not by job number).
 */
export const LIST_ORDER: Record<PaymentList, RawBuilder<unknown>> = {
  completed: sql`paid_at desc, id desc`,
  pending: sql`created_at desc, id desc`,
  all: sql`coalesce(paid_at, created_at) desc, id desc`,
};
export const LIST_WHERE: Record<PaymentList, RawBuilder<boolean>> = { completed: PAID, pending: UNPAID_PAYABLE, all: sql<boolean>`(${PAID} or (${UNPAID_PAYABLE}))` };

/**
 * The search of the payment lists: customer, description and bench (case-folded substrings, the
 * trigram indexes of migration 0003 serve the first two), and the invoice number the screens show.
 */
export const paymentSearch = (q: string | undefined): RawBuilder<boolean> => {
  const text = q?.trim();
  if (!text) return sql<boolean>`true`;
  const pattern = foldCase(sql.val(likePattern(text)));
  const digits = invoiceDigits(text);
  const invoice = digits ? sql`or right(lpad(id::text, 6, '0'), 6) like ${`%${digits}%`}` : sql``;
  return sql<boolean>`(${foldCase(sql.ref('customer_name'))} like ${pattern}
    or ${foldCase(sql.ref('description'))} like ${pattern}
    or ${foldCase(sql.ref('workstation_name'))} like ${pattern} ${invoice})`;
};

/** The columns a payment job is made of; money as exact text, the status worked out by the database. */
export const PAYMENT_COLUMNS = sql`id, customer_name, description, quantity, unit_price::text as unit_price, total_price::text as total_price,
  paid_at, completed_at, deadline, workstation_name, payment_method, created_at,
  case when paid_at is not null then 'completed' when deadline < now() then 'overdue' else 'pending' end as payment_status`;

export interface PaymentRow {
  id: number;
  customer_name: string;
  description: string;
  quantity: number;
  unit_price: string | null;
  total_price: string | null;
  paid_at: Date | null;
  completed_at: Date | null;
  deadline: Date | null;
  workstation_name: string;
  payment_method: PaymentMethod | null;
  created_at: Date;
  payment_status: PaymentStatus;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** A row as the API answers it: money as numbers, like the jobs API (exact to the kuruş). */
export const toPaymentJob = (row: PaymentRow): PaymentJob => ({
  id: row.id,
  customer: row.customer_name,
  description: row.description,
  quantity: row.quantity,
  unitPrice: Number(row.unit_price ?? 0),
  totalPrice: Number(row.total_price ?? 0),
  completedAt: iso(row.paid_at ?? row.completed_at),
  paidAt: iso(row.paid_at),
  deadline: iso(row.deadline),
  workstationName: row.workstation_name,
  status: row.payment_status,
  paymentMethod: row.payment_method,
  createdAt: iso(row.created_at)!,
});
