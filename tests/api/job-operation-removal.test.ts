// A job's operation the shop floor has started or finished is its record (counts, worked time,
// actual hours; a running one is on an operator's tablet): taking it off the job is refused
// with a 409, one at a time or by saving the whole list, and nothing is written. Pending ones go.
import { afterAll, describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/fill';
import { jobs as texts } from '../../src/i18n/tr/jobs';
import { buildTestApp } from './helpers/app';
import { createOperation } from './helpers/jobFixtures';
import { benchWithJob, tap } from './helpers/shopFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

const removeOp = (jobId: number, operationId: number) => t.injectAs(3, { method: 'DELETE', url: `/v1/jobs/${jobId}/remove-operation`, payload: { operationId } });
const putJob = (jobId: number, payload: Record<string, unknown>) => t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${jobId}`, payload });
const opRows = (jobId: number) =>
  t.app.db.selectFrom('job_operations').select(['operation_id', 'position', 'status', 'good_quantity', 'scrap_quantity', 'worked_seconds']).where('job_id', '=', jobId).orderBy('position').execute();
const jobRow = (jobId: number) => t.app.db.selectFrom('jobs').select(['description', 'updated_at']).where('id', '=', jobId).executeTakeFirstOrThrow();
const logCount = async (jobId: number) =>
  (await t.app.db.selectFrom('activity_logs').select('id').where('resource', '=', 'job').where('resource_id', '=', String(jobId)).execute()).length;
const nameOf = async (operationId: number) => (await t.app.db.selectFrom('operations').select('name').where('id', '=', operationId).executeTakeFirstOrThrow()).name;

/** A job whose first operation is finished (9 good, 1 scrap) and second is started then paused or left running. */
const jobUnderWay = async (second: 'running' | 'paused') => {
  const made = await benchWithJob(t);
  expect((await tap(t, 2, made.jobId, made.first, 'start')).statusCode).toBe(200);
  expect((await tap(t, 2, made.jobId, made.first, 'finish', { goodQuantity: 9, scrapQuantity: 1 })).statusCode).toBe(200);
  expect((await tap(t, 2, made.jobId, made.second, 'start')).statusCode).toBe(200);
  if (second === 'paused') expect((await tap(t, 2, made.jobId, made.second, 'pause')).statusCode).toBe(200);
  return made;
};

describe("removing a job's operation", () => {
  it('refuses a finished, a running and a paused one with 409 and writes nothing', async () => {
    for (const second of ['running', 'paused'] as const) {
      const { jobId, first } = await jobUnderWay(second);
      const secondId = (await opRows(jobId))[1]!.operation_id;
      const [rows, job, logs] = [await opRows(jobId), await jobRow(jobId), await logCount(jobId)];
      for (const operationId of [first, secondId]) {
        const res = await removeOp(jobId, operationId);
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().message).toBe(fill(texts.operations.startedLocked, { name: await nameOf(operationId) }));
      }
      expect(await opRows(jobId)).toEqual(rows);
      expect(await jobRow(jobId)).toEqual(job);
      expect(await logCount(jobId)).toBe(logs);
    }
  });

  it('still removes a pending one, and says which are started in the job answer', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    expect((await tap(t, 2, jobId, first, 'start')).statusCode).toBe(200);
    const res = await removeOp(jobId, second);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs.operations).toEqual([expect.objectContaining({ operationId: first, progress: 'running' })]);
  });
});

describe("saving a job's whole operation list", () => {
  it('refuses a list that leaves out a started or finished operation, keeping every other change unwritten', async () => {
    const { jobId, first, second } = await jobUnderWay('paused');
    const extra = await createOperation(t, 'Taşlama Kaldırma');
    const [rows, job, logs] = [await opRows(jobId), await jobRow(jobId), await logCount(jobId)];
    for (const operations of [[second, extra], [first], []]) {
      const res = await putJob(jobId, { description: 'Değişmemeli', operations });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/işten çıkarılamaz/);
    }
    expect(await opRows(jobId)).toEqual(rows);
    expect(await jobRow(jobId)).toEqual(job);
    expect(await logCount(jobId)).toBe(logs);
  });

  it('saves a list that keeps the started ones (reordered, a pending one dropped), their records intact', async () => {
    const { jobId, first, second } = await benchWithJob(t);
    const extra = await createOperation(t, 'Çapak Alma Ek');
    expect((await tap(t, 2, jobId, first, 'start')).statusCode).toBe(200);
    expect((await putJob(jobId, { operations: [first, second, extra] })).statusCode).toBe(200);
    const res = await putJob(jobId, { operations: [extra, first] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jobs.operations.map((o: { operationId: number; progress: string }) => [o.operationId, o.progress])).toEqual([
      [extra, 'pending'],
      [first, 'running'],
    ]);
  });
});
