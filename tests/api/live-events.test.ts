// Issue 26: GET /v1/events streams which records changed (ids, never values) to every signed-in
// user who may read them, across processes through PostgreSQL's NOTIFY (in-process on PGlite).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../src/domain/resources';
import { live as texts } from '../../src/i18n/tr/live';
import { buildApp } from '../../server/app';
import { MAX_STREAMS_PER_USER } from '../../server/routes/events';
import { ACCESS_TOKEN_TTL_S } from '../../server/services/tokens';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench } from './helpers/jobFixtures';
import { listenLocal, openLive, type LiveClient } from './helpers/liveStream';
import { createAccount, createTemplate, userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let base: string;
let closed = false;
const clients: LiveClient[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  base = await listenLocal(t.app);
});
afterAll(async () => {
  for (const c of clients) c.close();
  if (!closed) await t.close();
});

const connect = async (role: 0 | 2 | 3 | 4 | null, token?: string) => {
  const client = await openLive(base, token ?? (role === null ? undefined : await t.tokenFor(role)));
  clients.push(client);
  return client;
};
const createProject = async (name: string, oem: number) => {
  const { templateId } = await createTemplate(t, [`${name} adımı`]);
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name, oem, projectManager: await userIdOfRole(t, 4), projectTemplateId: templateId } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project.id as number;
};
const renameProject = async (id: number, name: string) => expect((await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${id}`, payload: { name } })).statusCode).toBe(200);

describe('GET /v1/events', () => {
  it('refuses a caller without a session with 401', async () => {
    const anonymous = await connect(null);
    expect(anonymous.status).toBe(401);
  });

  it('ends a stream when the token that opened it expires (the front opens it again with a fresh one)', async () => {
    const id = await userIdOfRole(t, 2);
    // Signed as if 15 minutes ago less two seconds: it expires in a second or two.
    const token = await t.app.accessTokens.sign({ sub: id, role: 2 }, Date.now() - ACCESS_TOKEN_TTL_S * 1000 + 2000);
    const expiring = await connect(null, token);
    expect(expiring.status).toBe(200);
    await expiring.ended;
    expect(expiring.text()).toContain(': connected');
  });

  it('tells another signed-in user which job changed, with its id only', async () => {
    const bench = await createBench(t, 'Canlı Tezgah');
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Flanş', workstationId: bench.id, estimatedHours: 1, unitPrice: 1234 } });
    expect(created.statusCode, created.body).toBe(201);
    const jobId = created.json().jobs.id as number;
    const admin = await connect(3);
    const master = await connect(4);
    expect(master.status).toBe(200);
    expect(master.headers['content-type']).toMatch(/^text\/event-stream/);

    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${jobId}`, payload: { notes: 'Acil' } })).statusCode).toBe(200);
    const heard = await master.next((e) => e.resource === 'jobs' && e.ids.includes(jobId));
    expect(heard).toEqual({ resource: 'jobs', ids: [jobId], op: 'update' });
    await admin.next((e) => e.resource === 'jobs' && e.ids.includes(jobId));
    // Ids only: no field value (the price above) ever goes down the stream.
    expect(master.text()).not.toContain('1234');
    expect(master.text()).not.toContain('Acil');
  });

  it('gives a customer their own project’s changes, not another customer’s nor any job’s', async () => {
    const customerId = await userIdOfRole(t, 0);
    const other = await createAccount(t, 0, 'Zeynep');
    const mine = await createProject('Müşterinin Canlı Projesi', customerId);
    const theirs = await createProject('Başkasının Canlı Projesi', other.id);
    const bench = await createBench(t, 'Müşteri Testi Tezgahı');
    const job = (await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Gizli iş', workstationId: bench.id, estimatedHours: 1 } })).json().jobs;
    const customer = await connect(0);
    const otherCustomer = await connect(0, (other.bearer.authorization ?? '').slice('Bearer '.length));
    const admin = await connect(3);

    // What the customer may not hear comes first; their own project's change after it marks the
    // point by which it would have arrived (one subscription delivers changes in commit order).
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { notes: 'x' } })).statusCode).toBe(200);
    await renameProject(theirs, 'Başkasının Projesi (yeni ad)');
    await renameProject(mine, 'Müşterinin Projesi (yeni ad)');
    expect(await customer.next((e) => e.resource === 'projects')).toEqual({ resource: 'projects', ids: [mine], op: 'update' });
    expect(customer.events.filter((e) => e.resource === 'jobs')).toEqual([]);
    expect(customer.events.flatMap((e) => e.ids)).not.toContain(theirs);
    // The other customer hears of theirs, not of mine; the admin hears of both.
    await otherCustomer.next((e) => e.resource === 'projects' && e.ids.includes(theirs));
    await admin.next((e) => e.resource === 'projects' && e.ids.includes(mine));
    expect(otherCustomer.events.flatMap((e) => (e.resource === 'projects' ? e.ids : []))).toEqual([theirs]);
  });

  it('covers every declared resource, under its declared name', async () => {
    const { rows } = await sql<{ name: string }>`select trigger_name as name from information_schema.triggers where trigger_name like '%\_live\_%'`.execute(t.app.db);
    const triggers = new Set(rows.map((r) => r.name));
    const missing = RESOURCES.flatMap((r) => ['insert', 'update', 'delete'].map((op) => `${r.table}_live_${op}`)).filter((name) => !triggers.has(name));
    expect(missing).toEqual([]);
    const admin = await connect(3);
    const { stepIds } = await createTemplate(t, ['Canlı adım']);
    expect(await admin.next((e) => e.resource === 'stepTemplates')).toEqual({ resource: 'stepTemplates', ids: [stepIds[0]], op: 'create' });
  });

  it(`refuses a user's stream beyond ${MAX_STREAMS_PER_USER} with 429 and a Turkish message`, async () => {
    const token = await t.tokenFor(2);
    const open: LiveClient[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await connect(2, token));
    expect(open.map((c) => c.status)).toEqual(open.map(() => 200));
    const refused = await connect(2, token);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text())).toMatchObject({ success: false, message: texts.tooManyStreams });
    // A closed stream frees its place.
    open[0]!.close();
    await open[0]!.ended;
    const employee = await userIdOfRole(t, 2);
    await expect.poll(() => t.app.liveEvents.count(employee)).toBe(MAX_STREAMS_PER_USER - 1);
    expect((await connect(2, token)).status).toBe(200);
  });

  // Each process LISTENs on its own: a change made through one reaches the streams of another.
  // Needs PostgreSQL (PGlite is one process): defined only there, in `npm run test:pg` and CI's PostgreSQL step.
  if (process.env.DATABASE_URL)
    it('reaches a stream held by another process on the same PostgreSQL', async () => {
    const other = await buildApp({ config: t.config });
    try {
      const master = await openLive(await listenLocal(other), await t.tokenFor(4));
      clients.push(master);
      expect(master.status).toBe(200);
      const bench = await createBench(t, 'Öbür Süreç Tezgahı');
      expect(await master.next((e) => e.resource === 'counters' && e.ids.includes(bench.id))).toEqual({ resource: 'counters', ids: [bench.id], op: 'create' });
    } finally {
      await other.close();
    }
  });

  it('ends the open streams when the server stops, so it does not wait for them', async () => {
    const master = await connect(4);
    expect(master.status).toBe(200);
    closed = true;
    await t.close();
    await master.ended;
  });
});
