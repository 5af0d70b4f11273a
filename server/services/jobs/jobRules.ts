import { jobs as texts } from '../../../src/i18n/tr/jobs';
import { toKurus } from '../../../src/domain/resources/jobValues';
import { fullNameOf } from '../../../src/domain/user';
import { pricing } from '../../../src/i18n/tr/pricing';
import { badRequest, conflict } from '../../errors';
import type { PreparedWrite, WriteContext } from '../../resourceRules/behaviour';

const v = texts.validation;
const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** The bench must exist and be 'Aktif' when chosen; its name is copied onto the job. */
const checkWorkstation = async (ctx: WriteContext, id: number, columns: Record<string, unknown>) => {
  const bench = await ctx.trx.selectFrom('counters').select(['name', 'status']).where('id', '=', id).executeTakeFirst();
  if (!bench) throw fieldError('workstationId', v.workstationRequired);
  if (bench.status !== 1) throw fieldError('workstationId', v.workstationInactive);
  columns.workstation_name = bench.name;
};

/** Customers are users with role 0; the job keeps the name the form shows, or the customer's own. */
const checkCustomer = async (ctx: WriteContext, id: number, values: Record<string, unknown>) => {
  const customer = await ctx.trx.selectFrom('users').select(['name', 'surname']).where('id', '=', id).where('role', '=', 0).executeTakeFirst();
  if (!customer) throw fieldError('customerId', v.customerInvalid);
  if (!values.customerName) values.customerName = fullNameOf(customer);
};

/** The form offers masters; the server accepts any active staff member (roles 2, 3, 4). */
const checkOperator = async (ctx: WriteContext, id: number) => {
  const operator = await ctx.trx.selectFrom('users').select('id').where('id', '=', id).where('role', 'in', [2, 3, 4]).where('status', '=', 'active').executeTakeFirst();
  if (!operator) throw fieldError('assignedTo', v.operatorInvalid);
};

/** totalPrice is quantity × unitPrice, compared in kuruş; a body that says otherwise is refused. */
const checkTotal = (values: Record<string, unknown>, existing?: Record<string, unknown>) => {
  if (values.totalPrice == null) return;
  const quantity = Number(values.quantity ?? existing?.quantity ?? 1);
  const unit = values.unitPrice !== undefined ? values.unitPrice : existing?.unitPrice;
  if (unit == null || toKurus(Number(unit)) * quantity !== toKurus(Number(values.totalPrice))) throw fieldError('totalPrice', v.totalMismatch);
};

const changed = (values: Record<string, unknown>, existing: Record<string, unknown> | undefined, field: string) =>
  values[field] != null && values[field] !== existing?.[field];

/**
 * A job's rules across fields and tables, for create (new jobs start pending, made by the caller)
 * and partial update (only what changed is checked: a job stays editable on a bench made Pasif).
 */
export const prepareJobWrite = async (input: Record<string, unknown>, ctx: WriteContext): Promise<PreparedWrite> => {
  const values = { ...input };
  const columns: Record<string, unknown> = {};
  const { existing } = ctx;
  if (!existing) {
    values.status = 'pending';
    columns.created_by = ctx.user.id;
  }
  if (changed(values, existing, 'workstationId')) await checkWorkstation(ctx, Number(values.workstationId), columns);
  if (changed(values, existing, 'customerId')) await checkCustomer(ctx, Number(values.customerId), values);
  if (changed(values, existing, 'assignedTo')) await checkOperator(ctx, Number(values.assignedTo));
  // A paid job's amount is settled (issue 9): neither its price nor its quantity moves after payment.
  const moves = (field: string) => field in values && values[field] !== undefined && values[field] !== existing?.[field];
  if (existing?.paidAt && (moves('unitPrice') || moves('quantity'))) throw conflict(pricing.server.paidPriceLocked);
  checkTotal(values, existing);
  if (values.customerName === null) values.customerName = '';
  if (values.unitPrice != null) values.unitPrice = (toKurus(Number(values.unitPrice)) / 100).toFixed(2);
  if (existing && values.status !== undefined && values.status !== existing.status) columns.completed_at = values.status === 'completed' ? new Date() : null;
  return { values, columns };
};
