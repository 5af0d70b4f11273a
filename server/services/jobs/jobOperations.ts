import { sql } from 'kysely';
import { fill } from '../../../src/i18n/fill';
import { jobs as texts } from '../../../src/i18n/tr/jobs';
import type { Db } from '../../db/connect';
import { badRequest, conflict, notFound } from '../../errors';

const t = texts.operations;

/**
 * Refuses (409) to take off a job an operation the shop floor has started (running, paused) or
 * finished: its counts and worked time are the job's record and its actual hours, and a running
 * one is on an operator's tablet. Pending ones may go. The job's operation rows are locked as the
 * taps lock them, so a start cannot slip in between this check and the delete.
 */
const refuseStartedRemoval = async (trx: Db, jobId: number, leaves: (operationId: number) => boolean): Promise<void> => {
  const rows = await trx
    .selectFrom('job_operations as jo')
    .innerJoin('operations as o', 'o.id', 'jo.operation_id')
    .select(['jo.operation_id', 'jo.status', 'o.name'])
    .where('jo.job_id', '=', jobId)
    .orderBy('jo.position')
    .forUpdate('jo')
    .execute();
  const started = rows.find((r) => r.status !== 'pending' && leaves(r.operation_id));
  if (!started) return;
  const message = fill(t.startedLocked, { name: started.name });
  throw conflict(message, { operations: message });
};

/**
 * Sets a job's operations to exactly these ids in this order (the saved order of the picker).
 * Operations already on the job may stay even if made passive since; new ones must be active.
 */
export const replaceJobOperations = async (trx: Db, jobId: number, ids: number[]): Promise<void> => {
  if (new Set(ids).size !== ids.length) throw conflict(t.alreadyAdded);
  if (ids.length) {
    const found = await trx.selectFrom('operations').select(['id', 'status']).where('id', 'in', ids).execute();
    if (found.length !== ids.length) throw badRequest(t.notFound, { operations: t.notFound });
    const current = new Set((await trx.selectFrom('job_operations').select('operation_id').where('job_id', '=', jobId).execute()).map((r) => r.operation_id));
    if (found.some((o) => o.status !== 'active' && !current.has(o.id))) throw badRequest(t.inactive, { operations: t.inactive });
  }
  await refuseStartedRemoval(trx, jobId, (id) => !ids.includes(id));
  // Operations that stay keep their shop-floor state (started, worked hours); only their place changes.
  await trx.deleteFrom('job_operations').where('job_id', '=', jobId).$if(ids.length > 0, (q) => q.where('operation_id', 'not in', ids)).execute();
  if (ids.length)
    await trx
      .insertInto('job_operations')
      .values(ids.map((operationId, position) => ({ job_id: jobId, operation_id: operationId, position })))
      .onConflict((oc) => oc.columns(['job_id', 'operation_id']).doUpdateSet((eb) => ({ position: eb.ref('excluded.position') })))
      .execute();
};

/** Appends an active operation to the job; answers the operation's name for the log. */
export const addJobOperation = async (trx: Db, jobId: number, operationId: number): Promise<string> => {
  const operation = await trx.selectFrom('operations').select(['name', 'status']).where('id', '=', operationId).executeTakeFirst();
  if (!operation) throw notFound(t.notFound);
  if (operation.status !== 'active') throw badRequest(t.inactive, { operationId: t.inactive });
  const already = await trx.selectFrom('job_operations').select('job_id').where('job_id', '=', jobId).where('operation_id', '=', operationId).executeTakeFirst();
  if (already) throw conflict(t.alreadyAdded);
  await trx
    .insertInto('job_operations')
    .values({ job_id: jobId, operation_id: operationId, position: sql<number>`(select coalesce(max(position) + 1, 0) from job_operations where job_id = ${jobId})` })
    .execute();
  return operation.name;
};

/** Takes an operation off the job; the others keep their order. */
export const removeJobOperation = async (trx: Db, jobId: number, operationId: number): Promise<void> => {
  await refuseStartedRemoval(trx, jobId, (id) => id === operationId);
  const res = await trx.deleteFrom('job_operations').where('job_id', '=', jobId).where('operation_id', '=', operationId).executeTakeFirst();
  if (!Number(res.numDeletedRows)) throw notFound(t.notOnJob);
};
