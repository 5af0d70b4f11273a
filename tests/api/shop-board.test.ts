// Issue 26: the bench board and the operator screen's read: queues in order, overloaded benches,
// reordering all or nothing, no price ever on the operator screen.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BOARD_SHOWN } from '../../src/domain/shop';
import { fill } from '../../src/i18n/fill';
import { shop } from '../../src/i18n/tr/shop';
import { buildTestApp } from './helpers/app';
import { userIdOfRole } from './helpers/projectFixtures';
import { benchWithJob } from './helpers/shopFixtures';

const t = await buildTestApp();
afterAll(() => t.close());

const board = async () => (await t.injectAs(4, { method: 'GET', url: '/v1/shop/board' })).json().benches as { bench: { _id: number; dayHours: number }; queuedHours: number; overloaded: boolean; jobs: { _id: number }[] }[];
const columnOf = async (benchId: number) => (await board()).find((c) => c.bench._id === benchId)!;

describe('bench board', () => {
  it('shows each bench\'s queue with its hours, overloaded past the day\'s hours', async () => {
    const a = await benchWithJob(t, { estimatedHours: 5 });
    const column = await columnOf(a.bench.id);
    expect(column).toMatchObject({ bench: { dayHours: 8 }, queuedHours: 5, overloaded: false, jobs: [{ _id: a.jobId }] });
    const more = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Ek iş', workstationId: a.bench.id, estimatedHours: 4 } });
    expect((await columnOf(a.bench.id)).overloaded).toBe(true);
    expect((await columnOf(a.bench.id)).jobs.map((j) => j._id)).toEqual([a.jobId, more.json().jobs.id]);
    // A job made by the spec's form has no title: the card is named by its description.
    expect((await columnOf(a.bench.id)).jobs[1]).toMatchObject({ title: null, description: 'Ek iş' });
  });

  it("shows a long queue's first jobs and how many more, its hours over them all; more on asking", async () => {
    const a = await benchWithJob(t, { estimatedHours: 1 });
    // A shop's queue of hundreds: every card came, 1.5 MB for 20 benches.
    await sql`insert into jobs (description, workstation_id, workstation_name, estimated_hours, status)
      select 'Sıradaki iş ' || g, ${a.bench.id}, ${a.bench.name}, 2, 'pending' from generate_series(1, ${BOARD_SHOWN + 9}) g`.execute(t.app.db);
    const column = await columnOf(a.bench.id);
    expect(column.jobs).toHaveLength(BOARD_SHOWN);
    expect(column.jobs[0]!._id).toBe(a.jobId);
    expect(column).toMatchObject({ hiddenJobs: 10, queuedHours: 1 + 2 * (BOARD_SHOWN + 9), overloaded: true });
    const more = await t.injectAs(4, { method: 'GET', url: `/v1/shop/board?shown=${BOARD_SHOWN * 2}` });
    const all = (more.json().benches as { bench: { _id: number }; jobs: unknown[]; hiddenJobs: number }[]).find((c) => c.bench._id === a.bench.id)!;
    expect(all.jobs).toHaveLength(BOARD_SHOWN + 10);
    expect(all.hiddenJobs).toBe(0);
    // A move answers the board as far as it was read.
    const moved = await t.injectAs(4, { method: 'PUT', url: `/v1/shop/benches/${a.bench.id}/queue?shown=${BOARD_SHOWN * 2}`, payload: { jobIds: [] } });
    expect((moved.json().benches as { bench: { _id: number }; jobs: unknown[] }[]).find((c) => c.bench._id === a.bench.id)!.jobs).toHaveLength(BOARD_SHOWN + 10);
    expect((await t.injectAs(4, { method: 'GET', url: '/v1/shop/board?shown=0' })).statusCode).toBe(400);
    await t.app.db.deleteFrom('jobs').where('workstation_id', '=', a.bench.id).execute();
  });

  it('reorders a queue and moves a job from another bench; refuses all when one job cannot move', async () => {
    const a = await benchWithJob(t);
    const b = await benchWithJob(t);
    const put = (jobIds: number[]) => t.injectAs(4, { method: 'PUT', url: `/v1/shop/benches/${a.bench.id}/queue`, payload: { jobIds } });
    const moved = await put([b.jobId, a.jobId]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await columnOf(a.bench.id)).jobs.map((j) => j._id)).toEqual([b.jobId, a.jobId]);
    expect((await columnOf(b.bench.id)).jobs).toEqual([]);
    const moved2 = await t.app.db.selectFrom('jobs').select('workstation_name').where('id', '=', b.jobId).executeTakeFirstOrThrow();
    expect(moved2.workstation_name).toBe(a.bench.name);

    await t.app.db.updateTable('jobs').set({ status: 'completed' }).where('id', '=', b.jobId).execute();
    const refused = await put([a.jobId, b.jobId]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(fill(shop.queueJobLocked, { id: b.jobId }));
    expect((await put([a.jobId, a.jobId])).statusCode).toBe(400);
    expect((await put([987654])).json().message).toBe(fill(shop.queueJobMissing, { id: 987654 }));
    expect((await t.injectAs(2, { method: 'PUT', url: `/v1/shop/benches/${a.bench.id}/queue`, payload: { jobIds: [a.jobId] } })).statusCode).toBe(403);
  });
});

describe('operator screen read', () => {
  it('answers the bench and its queue with operations, photos and no price', async () => {
    const a = await benchWithJob(t);
    const res = await t.injectAs(2, { method: 'GET', url: `/v1/shop/benches/${a.bench.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bench).toMatchObject({ _id: a.bench.id, name: a.bench.name, dayHours: 8 });
    expect(body.queue[0]).toMatchObject({ _id: a.jobId, hasModels: false, photos: [], operations: [{ operationId: a.first, position: 0, status: 'pending' }, { operationId: a.second, position: 1 }] });
    expect(JSON.stringify(body)).not.toMatch(/price|250/i);
    expect((await t.injectAs(2, { method: 'GET', url: '/v1/shop/benches/987654' })).json().message).toBe(shop.benchNotFound);
  });
});

describe('traveller read', () => {
  it('answers one job with its operations and bench, never a price; 404 for an unknown job', async () => {
    const a = await benchWithJob(t);
    const res = await t.injectAs(2, { method: 'GET', url: `/v1/shop/jobs/${a.jobId}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bench).toMatchObject({ _id: a.bench.id, name: a.bench.name });
    expect(body.job).toMatchObject({ _id: a.jobId, benchId: a.bench.id, operations: [{ operationId: a.first }, { operationId: a.second }] });
    expect(JSON.stringify(body)).not.toMatch(/price|250/i);
    expect((await t.injectAs(2, { method: 'GET', url: '/v1/shop/jobs/987654' })).json().message).toBe(shop.jobNotFound);
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/shop/jobs/${a.jobId}` })).statusCode).toBe(403);
  });

  it("names the job's project only to those who see that project", async () => {
    const a = await benchWithJob(t);
    const master = await userIdOfRole(t, 4);
    const hidden = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Gizli Proje', projectManager: await userIdOfRole(t, 2) } });
    const put = await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${a.jobId}`, payload: { projectId: hidden.json().project.id } });
    expect(put.statusCode, put.body).toBe(200);
    const read = async (role: 2 | 3 | 4) => (await t.injectAs(role, { method: 'GET', url: `/v1/shop/jobs/${a.jobId}` })).json().job;
    // The master neither runs nor belongs to the project: its name is not theirs to read, here or on the queue.
    expect(await read(4)).toMatchObject({ projectId: hidden.json().project.id, projectName: null, hasModels: false });
    const queue = (await t.injectAs(4, { method: 'GET', url: `/v1/shop/benches/${a.bench.id}` })).json().queue;
    expect(queue[0]).toMatchObject({ _id: a.jobId, projectName: null });
    expect(JSON.stringify(queue)).not.toContain('Gizli Proje');
    expect(await read(3)).toMatchObject({ projectName: 'Gizli Proje' });
    expect(await read(2)).toMatchObject({ projectName: 'Gizli Proje' });
    await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${hidden.json().project.id}`, payload: { members: [master] } });
    expect(await read(4)).toMatchObject({ projectName: 'Gizli Proje' });
  });
});

describe('a bench\'s day hours', () => {
  it('sets the hours the board weighs the queue against, logs it, refuses bad hours in Turkish', async () => {
    const a = await benchWithJob(t, { estimatedHours: 6 });
    const put = (payload: unknown, role: 2 | 4 = 4) => t.injectAs(role, { method: 'PUT', url: `/v1/shop/benches/${a.bench.id}/day-hours`, payload });
    const short = await put({ dayHours: 5.5 });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json().message).toBe(shop.dayHoursSaved);
    const column = short.json().benches.find((c: { bench: { _id: number } }) => c.bench._id === a.bench.id);
    expect(column).toMatchObject({ bench: { dayHours: 5.5 }, queuedHours: 6, overloaded: true });
    const logged = await t.app.db.selectFrom('activity_logs').select('description').where('resource_id', '=', String(a.bench.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(logged.description).toBe(fill(shop.log.dayHours, { bench: a.bench.name, hours: '5,5' }));
    // Kept with two decimals: the log says what is kept, not the figure sent.
    const rounded = await put({ dayHours: 23.999 });
    expect(rounded.json().benches.find((c: { bench: { _id: number } }) => c.bench._id === a.bench.id).bench.dayHours).toBe(24);
    const loggedRounded = await t.app.db.selectFrom('activity_logs').select('description').where('resource_id', '=', String(a.bench.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(loggedRounded.description).toBe(fill(shop.log.dayHours, { bench: a.bench.name, hours: '24' }));
    await put({ dayHours: 5.5 });

    // Amounts the column's two decimals round to 0 are no hours either (were a 500 from its check).
    for (const dayHours of [0, -1, 24.5, '8', 0.001, 0.004, 1e-320]) {
      const refused = await put({ dayHours });
      expect(refused.statusCode, String(dayHours)).toBe(400);
      expect(refused.json().message).toBe(shop.dayHoursInvalid);
    }
    expect((await columnOf(a.bench.id)).bench.dayHours).toBe(5.5);
    expect((await put({ dayHours: 8 }, 2)).statusCode).toBe(403);
    const unknown = await t.injectAs(4, { method: 'PUT', url: '/v1/shop/benches/987654/day-hours', payload: { dayHours: 8 } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(shop.benchNotFound);
  });
});
