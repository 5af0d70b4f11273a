import { jobs as texts } from '../../../src/i18n/tr/jobs';
import { toKurus } from '../../../src/domain/resources/jobValues';
import { fullNameOf } from '../../../src/domain/user';
import { pricing } from '../../../src/i18n/tr/pricing';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { projectVisibleTo } from '../projects/projectAccess';
import { isCalendarDay, istanbulDayStartOf } from '../transfer/istanbulTime';
import { prepareEach, type PreparedWrite, type ResourceBehaviour, type WriteContext } from '../../resourceRules/behaviour';

const v = texts.validation;
const fieldError = (field: string, message: string) => badRequest(message, { [field]: message });

/** What a job's rules read of other tables, by id: queried per call for one job, read once for many. */
interface JobLookups {
  bench: (id: number) => Promise<{ name: string; status: number } | undefined>;
  customer: (id: number) => Promise<{ name: string; surname: string } | undefined>;
  /** Active staff (roles 2, 3, 4): whom a job may be assigned to. */
  isOperator: (id: number) => Promise<boolean>;
  /** Whether the writer sees the project (the projects' row scope); false for an unknown id. */
  seesProject: (id: number) => Promise<boolean>;
}

const queried = (trx: Db, user: AuthUser): JobLookups => ({
  bench: (id) => trx.selectFrom('counters').select(['name', 'status']).where('id', '=', id).executeTakeFirst(),
  customer: (id) => trx.selectFrom('users').select(['name', 'surname']).where('id', '=', id).where('role', '=', 0).executeTakeFirst(),
  isOperator: async (id) => Boolean(await trx.selectFrom('users').select('id').where('id', '=', id).where('role', 'in', [2, 3, 4]).where('status', '=', 'active').executeTakeFirst()),
  seesProject: async (id) => Boolean(await trx.selectFrom('projects').select('projects.id').where('projects.id', '=', id).where(projectVisibleTo(user)).executeTakeFirst()),
});

/** The same lookups for a whole file: one query per table over the ids its rows name. */
const loaded = async (trx: Db, user: AuthUser, writes: readonly { values: Record<string, unknown>; existing?: Record<string, unknown> }[]): Promise<JobLookups> => {
  const idsOf = (field: string) => [...new Set(writes.map((w) => w.values[field]).filter((id): id is number => typeof id === 'number'))];
  const projectIds = [...new Set([...idsOf('projectId'), ...writes.map((w) => w.existing?.projectId).filter((id): id is number => typeof id === 'number')])];
  const any = (ids: number[]) => sql<boolean>`id = any(${ids}::int[])`;
  const benches = await trx.selectFrom('counters').select(['id', 'name', 'status']).where(any(idsOf('workstationId'))).execute();
  const customers = await trx.selectFrom('users').select(['id', 'name', 'surname']).where(any(idsOf('customerId'))).where('role', '=', 0).execute();
  const operators = await trx.selectFrom('users').select('id').where(any(idsOf('assignedTo'))).where('role', 'in', [2, 3, 4]).where('status', '=', 'active').execute();
  const projects = await trx.selectFrom('projects').select('projects.id').where(sql<boolean>`projects.id = any(${projectIds}::int[])`).where(projectVisibleTo(user)).execute();
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const [b, c, o, p] = [byId(benches), byId(customers), byId(operators), byId(projects)];
  return { bench: async (id) => b.get(id), customer: async (id) => c.get(id), isOperator: async (id) => o.has(id), seesProject: async (id) => p.has(id) };
};

/** The bench must exist and be 'Aktif' when chosen; its name is copied onto the job. */
const checkWorkstation = async (lookups: JobLookups, id: number, columns: Record<string, unknown>) => {
  const bench = await lookups.bench(id);
  if (!bench) throw fieldError('workstationId', v.workstationRequired);
  if (bench.status !== 1) throw fieldError('workstationId', v.workstationInactive);
  columns.workstation_name = bench.name;
};

/** Customers are users with role 0; the job keeps the name the form shows, or the customer's own. */
const checkCustomer = async (lookups: JobLookups, id: number, values: Record<string, unknown>) => {
  const customer = await lookups.customer(id);
  if (!customer) throw fieldError('customerId', v.customerInvalid);
  if (!values.customerName) values.customerName = fullNameOf(customer);
};

/** The form offers masters; the server accepts any active staff member (roles 2, 3, 4). */
const checkOperator = async (lookups: JobLookups, id: number) => {
  if (!(await lookups.isOperator(id))) throw fieldError('assignedTo', v.operatorInvalid);
};

/**
 * A job moves into a project only the writer sees (an unknown one answers alike, so the answer
 * tells nothing of projects they do not see), and out of one only by someone who sees it.
 */
const checkProject = async (lookups: JobLookups, values: Record<string, unknown>, existing?: Record<string, unknown>) => {
  const from = (existing?.projectId as number | null | undefined) ?? null;
  const to = values.projectId;
  if (to === undefined || to === from) return;
  if (from !== null && !(await lookups.seesProject(from))) throw forbidden(texts.projectHidden);
  if (to !== null && !(await lookups.seesProject(Number(to)))) throw fieldError('projectId', v.projectInvalid);
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

/** A job's rules across fields and tables, reading other tables through `lookups`. */
const prepareWith = async (lookups: JobLookups, input: Record<string, unknown>, ctx: WriteContext): Promise<PreparedWrite> => {
  const values = { ...input };
  const columns: Record<string, unknown> = {};
  const { existing } = ctx;
  if (!existing) {
    values.status = 'pending';
    columns.created_by = ctx.user.id;
  }
  if (changed(values, existing, 'workstationId')) await checkWorkstation(lookups, Number(values.workstationId), columns);
  if (changed(values, existing, 'customerId')) await checkCustomer(lookups, Number(values.customerId), values);
  if (changed(values, existing, 'assignedTo')) await checkOperator(lookups, Number(values.assignedTo));
  await checkProject(lookups, values, existing);
  // A paid job's amount is settled (issue 9): neither its price nor its quantity moves after payment.
  const moves = (field: string) => field in values && values[field] !== undefined && values[field] !== existing?.[field];
  if (existing?.paidAt && moves('unitPrice')) throw conflict(pricing.server.paidPriceLocked, { unitPrice: pricing.server.paidPriceLocked });
  if (existing?.paidAt && moves('quantity')) throw conflict(pricing.server.paidQuantityLocked, { quantity: pricing.server.paidQuantityLocked });
  checkTotal(values, existing);
  if (values.customerName === null) values.customerName = '';
  // A deadline given as a day is that day's start in Istanbul, as the CSV's 29.11.2026 is (the
  // database alone would read 2026-11-29 in UTC: 03:00 in Istanbul, a time nobody typed).
  if (typeof values.deadline === 'string' && isCalendarDay(values.deadline)) values.deadline = istanbulDayStartOf(values.deadline);
  if (values.unitPrice != null) values.unitPrice = (toKurus(Number(values.unitPrice)) / 100).toFixed(2);
  if (existing && values.status !== undefined && values.status !== existing.status) columns.completed_at = values.status === 'completed' ? new Date() : null;
  return { values, columns };
};

/**
 * A job's rules for create (new jobs start pending, made by the caller) and partial update (only
 * what changed is checked: a job stays editable on a bench made Pasif).
 */
export const prepareJobWrite = (input: Record<string, unknown>, ctx: WriteContext): Promise<PreparedWrite> => prepareWith(queried(ctx.trx, ctx.user), input, ctx);

/** The same rules for a file of jobs: benches, customers, operators and projects read once for all rows. */
export const prepareJobWrites: NonNullable<ResourceBehaviour['prepareMany']> = async (writes, ctx) => {
  const lookups = await loaded(ctx.trx, ctx.user, writes);
  return prepareEach(writes, (w) => prepareWith(lookups, w.values, { ...ctx, existing: w.existing }));
};
