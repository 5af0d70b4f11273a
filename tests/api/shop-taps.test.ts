// Issue 26: operator taps on a job's operations: the sequence guard, a master's override with its
// reason logged, time entries and actual hours rolled up per operation and per job, two taps at once.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { shop } from '../../src/i18n/tr/shop';
import { buildTestApp } from './helpers/app';
import { benchWithJob, tap } from './helpers/shopFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

/** Moves an operation's running start back, as if it had run that long. */
const ranFor = (jobId: number, operationId: number, seconds: number) =>
  sql`update job_operations set running_since = running_since - make_interval(secs => ${seconds}) where job_id = ${jobId} and operation_id = ${operationId}`.execute(t.app.db);

describe('operator taps', () => {
  it('starts, pauses and finishes in order; the second cannot start before the first is done', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    const early = await tap(t, 2, jobId, second, 'start');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(shop.sequenceBlocked);

    const started = await tap(t, 2, jobId, first, 'start');
    expect(started.statusCode, started.body).toBe(200);
    const job = started.json().job;
    expect(job.status).toBe('in-progress');
    expect(job.operations.map((o: { status: string }) => o.status)).toEqual(['running', 'pending']);
    expect(JSON.stringify(job)).not.toMatch(/price/i);

    expect((await tap(t, 2, jobId, first, 'start')).statusCode).toBe(409);
    expect((await tap(t, 2, jobId, first, 'pause')).statusCode).toBe(200);
    expect((await tap(t, 2, jobId, first, 'pause')).json().message).toBe(shop.notRunning);
    expect((await tap(t, 2, jobId, first, 'finish', { goodQuantity: -1, scrapQuantity: 0 })).statusCode).toBe(400);
    const absurd = await tap(t, 2, jobId, first, 'finish', { goodQuantity: 999_999, scrapQuantity: 0 });
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json().message).toBe('Adet en fazla 100.000 olabilir.');
    const finished = await tap(t, 2, jobId, first, 'finish', { goodQuantity: 9, scrapQuantity: 1 });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().job.operations[0]).toMatchObject({ status: 'done', goodQuantity: 9, scrapQuantity: 1 });
    expect((await tap(t, 2, jobId, second, 'start')).statusCode).toBe(200);

    const entries = await t.app.db.selectFrom('operation_time_entries').select(['operation_id', 'action']).where('job_id', '=', jobId).orderBy('id').execute();
    expect(entries.map((e) => [e.operation_id, e.action])).toEqual([[first, 'start'], [first, 'pause'], [first, 'finish'], [second, 'start']]);
  });

  it('lets a master start out of order with a reason, logged; an employee may not', async () => {
    const { jobId, second } = await benchWithJob(t);
    const employee = await tap(t, 2, jobId, second, 'start', { override: true, reason: 'Acil sipariş' });
    expect(employee.statusCode).toBe(403);
    expect(employee.json().message).toBe(shop.overrideForbidden);
    expect((await tap(t, 4, jobId, second, 'start', { override: true })).statusCode).toBe(400);
    const master = await tap(t, 4, jobId, second, 'start', { override: true, reason: 'Acil sipariş' });
    expect(master.statusCode, master.body).toBe(200);
    const log = await t.app.db.selectFrom('activity_logs').select(['description', 'user_name']).where('resource_id', '=', String(jobId)).where('description', 'like', '%Gerekçe%').executeTakeFirstOrThrow();
    expect(log.description).toContain('Acil sipariş');
    const entry = await t.app.db.selectFrom('operation_time_entries').select(['action', 'reason']).where('job_id', '=', jobId).where('action', '=', 'override').executeTakeFirstOrThrow();
    expect(entry.reason).toBe('Acil sipariş');
  });

  it('rolls worked time up per operation and per job, pauses excluded', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    await tap(t, 2, jobId, first, 'start');
    await ranFor(jobId, first, 1800);
    await tap(t, 2, jobId, first, 'pause');
    await tap(t, 2, jobId, first, 'start');
    await ranFor(jobId, first, 1800);
    await tap(t, 2, jobId, first, 'finish', { goodQuantity: 10, scrapQuantity: 0 });
    await tap(t, 2, jobId, second, 'start');
    await ranFor(jobId, second, 900);
    const bench = (await t.injectAs(2, { method: 'GET', url: `/v1/shop/benches/${(await t.app.db.selectFrom('jobs').select('workstation_id').where('id', '=', jobId).executeTakeFirstOrThrow()).workstation_id}` })).json();
    const job = bench.queue.find((j: { _id: number }) => j._id === jobId);
    expect(job.operations[0].actualHours).toBeCloseTo(1, 2);
    expect(job.operations[1].actualHours).toBeCloseTo(0.25, 2);
    expect(job.actualHours).toBeCloseTo(1.25, 2);
    // The job's own record carries them too (the dashboard's cost reads them): one job and the list.
    const record = (await t.injectAs(3, { method: 'GET', url: `/v1/jobs/${jobId}` })).json().jobs;
    expect(record.actualHours).toBeCloseTo(1.25, 2);
    const listed = (await t.injectAs(3, { method: 'GET', url: '/v1/jobs?page=1&limit=100' })).json().jobs.find((j: { _id?: number; id?: number }) => (j._id ?? j.id) === jobId);
    expect(listed.actualHours).toBeCloseTo(1.25, 2);
  });

  it('completes the job when its last operation is finished, and not before', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    const statusOf = async () => (await t.app.db.selectFrom('jobs').select(['status', 'completed_at']).where('id', '=', jobId).executeTakeFirstOrThrow());
    await tap(t, 2, jobId, first, 'start');
    await tap(t, 2, jobId, first, 'finish', { goodQuantity: 10, scrapQuantity: 0 });
    expect((await statusOf()).status).toBe('in-progress');
    await tap(t, 2, jobId, second, 'start');
    expect((await tap(t, 2, jobId, second, 'finish', { goodQuantity: 10, scrapQuantity: 0 })).statusCode).toBe(200);
    const done = await statusOf();
    expect(done.status).toBe('completed');
    expect(done.completed_at).not.toBeNull();
    const logged = await t.app.db.selectFrom('activity_logs').select('description').where('resource', '=', 'job').where('resource_id', '=', String(jobId)).execute();
    expect(logged.map((l) => l.description)).toContain(`#${jobId} işinin son operasyonu bitti, iş tamamlandı`);
  });

  it('takes two starts at once as one start and one 409, never a 500', async () => {
    const { jobId, first } = await benchWithJob(t);
    const [a, b] = await Promise.all([tap(t, 2, jobId, first, 'start'), tap(t, 4, jobId, first, 'start')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const starts = await t.app.db.selectFrom('operation_time_entries').select('id').where('job_id', '=', jobId).where('action', '=', 'start').execute();
    expect(starts).toHaveLength(1);
  });

  it('answers 404 in Turkish for a job or operation that is not there, 403 to a customer', async () => {
    const { jobId, first } = await benchWithJob(t);
    expect((await tap(t, 2, 987654, first, 'start')).json().message).toBe(shop.jobNotFound);
    expect((await tap(t, 2, jobId, 987654, 'start')).json().message).toBe(shop.operationNotOnJob);
    expect((await tap(t, 0, jobId, first, 'start')).statusCode).toBe(403);
  });

  it('keeps operations\' state when the job is saved with the same operations', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    await tap(t, 2, jobId, first, 'start');
    const put = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${jobId}`, payload: { operations: [first, second] } });
    expect(put.statusCode, put.body).toBe(200);
    const row = await t.app.db.selectFrom('job_operations').select('status').where('job_id', '=', jobId).where('operation_id', '=', first).executeTakeFirstOrThrow();
    expect(row.status).toBe('running');
  });
});
