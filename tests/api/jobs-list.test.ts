import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedJobsBulk } from '../../server/db/seed/jobsBulk';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, createOperation } from './helpers/jobFixtures';

let t: TestApp;
let benchA: number;
let benchB: number;

/**
 * 1,000 jobs inserted set-based, one an hour from 2026-01-01 00:30 Istanbul time (job g at hour g):
 * even g on bench A, odd on B; status cycles pending, in-progress, completed, cancelled;
 * every 100th (g % 100 = 7) says 'ÖZEL', every 50th (g % 50 = 3) is for 'Çelik Döküm A.Ş.'.
 */
beforeAll(async () => {
  t = await buildTestApp();
  benchA = (await createBench(t, 'Tezgah A')).id;
  benchB = (await createBench(t, 'Tezgah B')).id;
  const [op1, op2] = [await createOperation(t, 'Tornalama'), await createOperation(t, 'Delme')];
  await sql`
    insert into jobs (title, description, status, customer_name, quantity, unit_price, workstation_id, workstation_name, estimated_hours, created_at, updated_at)
    select 'Parti ' || g,
           case when g % 100 = 7 then 'ÖZEL ölçü flanş' else 'Mil ' || g end,
           (array['pending', 'in-progress', 'completed', 'cancelled'])[1 + g % 4],
           case when g % 50 = 3 then 'Çelik Döküm A.Ş.' else 'Müşteri ' || (g % 10) end,
           1 + g % 5, 10, case when g % 2 = 0 then ${benchA}::int else ${benchB}::int end, 'Tezgah', 1,
           timestamptz '2026-01-01 00:30:00+03' + g * interval '1 hour', timestamptz '2026-01-01 00:30:00+03' + g * interval '1 hour'
    from generate_series(0, 999) g`.execute(t.app.db);
  await sql`insert into job_operations (job_id, operation_id, position) select id, ${op2}::int, 0 from jobs union all select id, ${op1}::int, 1 from jobs`.execute(t.app.db);
  await sql`insert into images (id, thumb_key, content_type, byte_size) select 'p-' || id || '.jpg', null, 'image/jpeg', 1 from jobs where id % 3 = 0`.execute(t.app.db);
  await sql`insert into job_photos (photo_key, job_id, position) select 'p-' || id || '.jpg', id, 0 from jobs where id % 3 = 0`.execute(t.app.db);
  await sql`analyze jobs`.execute(t.app.db);
});
afterAll(() => t.close());

const list = async (query: string, role: 2 | 3 | 4 = 4) => {
  const res = await t.injectAs(role, { method: 'GET', url: `/v1/jobs?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { success: boolean; total: number; jobs: { id: number; title: string; operations: { name: string }[]; attachments: string[]; thumbnails: string[] }[] };
};
const gOf = (job: { title: string }) => Number(job.title.replace('Parti ', ''));

/** Counts the queries the app's database runs (the per-request user lookup included). */
const countQueries = () => {
  const executor = t.app.db.getExecutor();
  const original = executor.executeQuery.bind(executor);
  let count = 0;
  executor.executeQuery = (query, id) => {
    count += 1;
    return original(query, id);
  };
  return { take: () => count, stop: () => (executor.executeQuery = original) };
};

describe('the job list over 1,000 jobs', () => {
  it('pages newest first on the server, answering the total', async () => {
    const first = await list('page=1&limit=50');
    expect(first).toMatchObject({ success: true, total: 1000 });
    expect(first.jobs.map(gOf)).toEqual(Array.from({ length: 50 }, (_, i) => 999 - i));
    const second = await list('page=2&limit=50');
    expect(second.jobs.map(gOf)[0]).toBe(949);
    expect((await list('page=20&limit=50')).jobs.map(gOf).at(-1)).toBe(0);
    expect(await list('page=21&limit=50')).toMatchObject({ total: 1000, jobs: [] });
    expect((await list('sort=id&order=ASC&limit=3')).jobs.map(gOf)).toEqual([0, 1, 2]);
  });

  it('carries each job’s ordered operations and photo keys, loaded for the page at once', async () => {
    const page = await list('limit=30&sort=id&order=ASC');
    expect(page.jobs.every((j) => j.operations.map((o) => o.name).join() === 'Delme,Tornalama')).toBe(true);
    const withPhoto = page.jobs.filter((j) => j.id % 3 === 0);
    expect(withPhoto.length).toBeGreaterThan(0);
    for (const job of page.jobs) expect(job.attachments).toEqual(job.id % 3 === 0 ? [`p-${job.id}.jpg`] : []);
    expect(withPhoto[0].thumbnails).toEqual([`/images/p-${withPhoto[0].id}.jpg?thumb=1`]);
  });

  it('filters by bench, status and days (Istanbul days, both ends included)', async () => {
    // Jan 2 and 3 hold g = 24 … 71; bench A with completed is g % 4 = 2 there: 26, 30, … 70.
    const res = await list(`workstationId=${benchA}&status=completed&startDate=2026-01-02&endDate=2026-01-03&limit=100`);
    expect(res.total).toBe(12);
    expect(res.jobs.map(gOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => 26 + 4 * i));
    expect((await list(`workstationId=${benchB}&limit=1`)).total).toBe(500);
    expect((await list('status=pending&limit=1')).total).toBe(250);
    expect((await list('endDate=2026-01-01&limit=1')).total).toBe(24);
  });

  it('takes the day in Istanbul time: 00:30 on Jan 2 there is still Jan 1 in UTC', async () => {
    const day = await list('startDate=2026-01-02&endDate=2026-01-02&sort=id&order=ASC&limit=100');
    expect(day.jobs.map(gOf)).toEqual(Array.from({ length: 24 }, (_, i) => 24 + i));
    expect((await t.injectAs(4, { method: 'GET', url: '/v1/jobs?startDate=02.01.2026' })).statusCode).toBe(400);
  });

  it('searches customer, title and description ignoring case, Turkish letters included', async () => {
    expect((await list('q=özel&limit=1')).total).toBe(10);
    expect((await list('q=ÇELİK DÖKÜM&limit=1')).total).toBe(20);
    expect((await list('q=parti 99&limit=1')).total).toBe(11);
    expect((await list(`q=${encodeURIComponent('müşteri 1')}&workstationId=${benchB}&limit=1`)).total).toBe(100);
    expect((await list('q=100%25&limit=1')).total).toBe(0);
  });

  it('runs one query per list call whatever the page size (no query per row)', async () => {
    const counter = countQueries();
    try {
      const before = counter.take();
      await list('limit=10');
      const small = counter.take() - before;
      await list('limit=200&q=mil');
      const large = counter.take() - before - small;
      // The signed-in user's lookup and the page query (its total and children included).
      expect(small).toBeLessThanOrEqual(2);
      expect(large).toBe(small);
    } finally {
      counter.stop();
    }
  });

  it('answers a 50-job page quickly (figures printed for the record)', async () => {
    const timings: number[] = [];
    for (const query of ['page=1&limit=50', 'page=20&limit=50', `workstationId=${benchA}&status=completed&startDate=2026-01-02&endDate=2026-01-20`, 'q=çelik']) {
      const start = performance.now();
      await list(query);
      timings.push(Math.round(performance.now() - start));
    }
    console.info(`job list over 1,000 jobs, ms per call (page 1, page 20, filtered, search): ${timings.join(', ')}`);
    expect(Math.max(...timings)).toBeLessThan(2000);
  });
});

describe('the bench generator', () => {
  it('adds jobs with operations and a photo key each, set-based', async () => {
    await seedJobsBulk(t.app.db, { jobs: 2000, operationsPerJob: 2 });
    const page = await list('limit=5');
    expect(page.total).toBe(3000);
    expect(page.jobs.every((j) => j.operations.length === 2 && j.attachments.length === 1)).toBe(true);
  });
});
