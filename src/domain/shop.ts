import { z } from 'zod';
import { shop as t } from '../i18n/tr/shop';
import type { JobPriority, JobStatus } from './resources/jobs';
import { Role, type RoleNumber } from './roles';

/** Who works a bench, picks their name on the shared tablet and has a PIN: employees and masters. */
export const OPERATOR_ROLES: readonly RoleNumber[] = [Role.employee, Role.master];
export const isOperatorRole = (role: number): boolean => (OPERATOR_ROLES as readonly number[]).includes(role);

/** An operation's state on its job (issue 26). */
export const OPERATION_STATES = ['pending', 'running', 'paused', 'done'] as const;
export type OperationState = (typeof OPERATION_STATES)[number];

/** What an operator's tap does to an operation. */
export type TapAction = 'start' | 'pause' | 'finish';

// At most a job's own largest quantity (jobs.schema.ts): a count past it is a slip of the finger.
const quantity = z.number({ error: t.quantityInvalid }).int(t.quantityInvalid).min(0, t.quantityInvalid).max(100_000, t.quantityTooLarge);

/** Start: {} or, for masters and admins, {override: true, reason} past an unfinished operation before it. */
export const startBody = z
  .object({
    override: z.boolean().optional(),
    reason: z.string({ error: t.reasonRequired }).trim().min(3, t.reasonRequired).max(500, t.reasonRequired).optional(),
  })
  .refine((b) => !b.override || b.reason !== undefined, { message: t.reasonRequired, path: ['reason'] });
export const pauseBody = z.object({});
export const finishBody = z.object({ goodQuantity: quantity, scrapQuantity: quantity });

export const pinValue = z.string({ error: t.pinFormat }).regex(/^\d{4,6}$/, t.pinFormat);
/** PUT /v1/users/me/pin; currentPassword is not asked of an admin setting another user's PIN. */
export const setPinBody = z.object({ pin: pinValue, currentPassword: z.string().max(200).optional() });
export const switchOperatorBody = z.object({ userId: z.number().int().positive().max(2_147_483_647), pin: z.string().max(20) });
export const queueBody = z.object({ jobIds: z.array(z.number().int().positive().max(2_147_483_647)).max(500) });
/** Hours a day as counters.day_hours keeps them (two decimals): an amount that rounds to 0 there is no hours (0,001 was a 500). */
export const dayHoursBody = z.object({
  dayHours: z
    .number({ error: t.dayHoursInvalid })
    .gt(0, t.dayHoursInvalid)
    .max(24, t.dayHoursInvalid)
    .refine((hours) => Math.round(hours * 100) > 0, t.dayHoursInvalid),
});

export interface ShopBench {
  _id: number;
  name: string;
  dayHours: number;
}

/** An operation of a job on the operator screen. */
export interface ShopOperation {
  operationId: number;
  name: string;
  position: number;
  status: OperationState;
  goodQuantity: number | null;
  scrapQuantity: number | null;
  actualHours: number;
  startedAt: string | null;
  finishedAt: string | null;
  procedureId: number | null;
  procedureName: string | null;
}

/** A job as the operator screen reads it: never a price. */
export interface ShopJob {
  _id: number;
  title: string | null;
  description: string;
  quantity: number;
  deadline: string | null;
  priority: JobPriority;
  status: JobStatus;
  benchId: number | null;
  projectId: number | null;
  projectName: string | null;
  hasModels: boolean;
  photos: string[];
  actualHours: number;
  operations: ShopOperation[];
}

export interface BoardJob {
  _id: number;
  title: string | null;
  /** Its first 200 characters: a job without a title is known by it. */
  description: string;
  estimatedHours: number | null;
  priority: JobPriority;
  deadline: string | null;
  status: JobStatus;
}

/** Cards the board shows per bench at first, and again at each 'more': a shop's queues run to hundreds. */
export const BOARD_SHOWN = 30;
/** The most cards per bench one read may ask for. */
export const BOARD_SHOWN_MAX = 1000;

export interface BoardColumn {
  bench: ShopBench;
  /** Over the whole queue, shown or not. */
  queuedHours: number;
  overloaded: boolean;
  /** The queue's first jobs, in order. */
  jobs: BoardJob[];
  /** Open jobs after those shown. */
  hiddenJobs: number;
}

/** A change the live stream announces: ids only, the reader re-reads what it may see. */
export interface LiveChange {
  resource: 'jobs' | 'counters' | 'projects';
  op: 'create' | 'update' | 'delete';
  /** Absent when one statement changed too many rows to list: re-read the whole list. */
  ids?: number[];
}
