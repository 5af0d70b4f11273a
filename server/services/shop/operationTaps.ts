import { sql } from 'kysely';
import type { TapAction } from '../../../src/domain/shop';
import { fill } from '../../../src/i18n/fill';
import { shop as t } from '../../../src/i18n/tr/shop';
import type { Db } from '../../db/connect';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { LogEntry } from '../activityLog';

/** Masters and admins may start an operation past an unfinished one before it, with a reason. */
export const mayOverrideSequence = (user: Pick<AuthUser, 'role'>): boolean => user.role === 3 || user.role === 4;

export interface Tap {
  action: TapAction;
  override?: boolean;
  reason?: string;
  goodQuantity?: number;
  scrapQuantity?: number;
}

/**
 * One operator tap on a job's operation, inside the caller's transaction. The operation's row is
 * locked first, so two taps at once are taken one after the other: the second start meets a
 * running operation and answers 409, never a second start. Times are the database's, so every
 * process stamps on one clock. Answers the activity log entries to write.
 */
export const applyTap = async (trx: Db, user: AuthUser, jobId: number, operationId: number, tap: Tap): Promise<LogEntry[]> => {
  const row = await trx
    .selectFrom('job_operations as jo')
    .innerJoin('operations as o', 'o.id', 'jo.operation_id')
    .select(['jo.position', 'jo.status', 'o.name'])
    .where('jo.job_id', '=', jobId)
    .where('jo.operation_id', '=', operationId)
    .forUpdate('jo')
    .executeTakeFirst();
  if (!row) throw notFound(t.operationNotOnJob);
  const target = trx.updateTable('job_operations').where('job_id', '=', jobId).where('operation_id', '=', operationId);
  /** The tap's time entry: who did what to the operation, when (the server's clock). */
  const stamp = (kind: 'start' | 'pause' | 'finish' | 'override', extra: { reason?: string; good_quantity?: number; scrap_quantity?: number } = {}) =>
    trx.insertInto('operation_time_entries').values({ job_id: jobId, operation_id: operationId, user_id: user.id, action: kind, ...extra }).execute();
  const log = (description: string): LogEntry => ({ action: 'update', resource: 'job', resourceId: jobId, description });
  const names = { jobId, name: row.name };

  if (tap.action === 'start') {
    if (row.status === 'running') throw conflict(t.alreadyRunning);
    if (row.status === 'done') throw conflict(t.alreadyDone);
    const unfinished = await trx
      .selectFrom('job_operations')
      .select('operation_id')
      .where('job_id', '=', jobId)
      .where('position', '<', row.position)
      .where('status', '<>', 'done')
      .executeTakeFirst();
    const logs: LogEntry[] = [];
    if (unfinished) {
      if (!tap.override) throw conflict(t.sequenceBlocked);
      if (!mayOverrideSequence(user)) throw forbidden(t.overrideForbidden);
      if (!tap.reason) throw badRequest(t.reasonRequired, { reason: t.reasonRequired });
      await stamp('override', { reason: tap.reason });
      logs.push(log(fill(t.log.override, { ...names, reason: tap.reason })));
    }
    await target.set({ status: 'running', running_since: sql`now()`, started_at: sql`coalesce(started_at, now())` }).execute();
    await stamp('start');
    // The job is under way once any of its operations is.
    await trx.updateTable('jobs').set({ status: 'in-progress', updated_at: sql`now()` }).where('id', '=', jobId).where('status', '=', 'pending').execute();
    return [...logs, log(fill(t.log.started, names))];
  }

  if (row.status === 'done') throw conflict(t.alreadyDone);
  if (tap.action === 'pause') {
    if (row.status !== 'running') throw conflict(t.notRunning);
    await target.set({ status: 'paused', worked_seconds: sql`worked_seconds + extract(epoch from now() - running_since)`, running_since: null }).execute();
    await stamp('pause');
    return [log(fill(t.log.paused, names))];
  }

  if (row.status === 'pending') throw conflict(t.notStarted);
  const good = tap.goodQuantity ?? 0;
  const scrap = tap.scrapQuantity ?? 0;
  await target
    .set({
      status: 'done',
      worked_seconds: sql`worked_seconds + coalesce(extract(epoch from now() - running_since), 0)`,
      running_since: null,
      finished_at: sql`now()`,
      good_quantity: good,
      scrap_quantity: scrap,
    })
    .execute();
  await stamp('finish', { good_quantity: good, scrap_quantity: scrap });
  const logs = [log(fill(t.log.finished, { ...names, good, scrap }))];
  // The last operation done is the job done: the foreman saw 'Devam Ediyor' on a finished job.
  const open = await trx.selectFrom('job_operations').select('operation_id').where('job_id', '=', jobId).where('status', '<>', 'done').executeTakeFirst();
  if (!open) {
    const completed = await trx
      .updateTable('jobs')
      .set({ status: 'completed', completed_at: sql`now()`, updated_at: sql`now()` })
      .where('id', '=', jobId)
      .where('status', 'in', ['pending', 'in-progress'])
      .returning('id')
      .executeTakeFirst();
    if (completed) logs.push(log(fill(t.log.jobCompleted, { jobId })));
  }
  return logs;
};
