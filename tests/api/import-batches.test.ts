import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { journalBatch } from '../../server/services/transfer/importJournal';
import { IMPORT_BATCH_ROWS } from '../../server/services/transfer/importWrite';
import { counters } from '../../src/i18n/tr/counters';
import { jobs } from '../../src/i18n/tr/jobs';
import { materials } from '../../src/i18n/tr/materials';
import { transfer } from '../../src/i18n/tr/transfer';
import { buildTestApp, type TestApp } from './helpers/app';
import { csvOf, importAs, refuseBenchNamed } from './helpers/csvImport';
import { createBench } from './helpers/jobFixtures';

// The journal's batch entry, watched: on the embedded database it marks an import being written.
vi.mock('../../server/services/transfer/importJournal', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/services/transfer/importJournal')>();
  return { ...actual, journalBatch: vi.fn(actual.journalBatch) };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const countOf = async (table: 'counters' | 'jobs' | 'activity_logs' | 'imports') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

/** New benches, one per row, numbered from 1. */
const newBenches = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => ['', `${prefix} ${i + 1}`, 'Aktif']);

describe('CSV import cells', () => {
  it.each(['1.5', '2147483648', '-3', '1e3', ' 7', '0', '99999999999999999999'])('refuses the id cell %j with 400 and a Turkish row error', async (cell) => {
    const before = await countOf('counters');
    const res = await importAs(t, 3, 'counters', csvOf([['ID', 'Tezgah adı'], [cell, 'Hatalı Kimlik']]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ row: 2, field: 'id', message: transfer.notId }]);
    expect(await countOf('counters')).toBe(before);
  });

  it('refuses references, numbers and dates no column can hold as the row errors, never a 500', async () => {
    const bench = await createBench(t, 'Hücre Tezgahı');
    const head = [jobs.fields.description, jobs.fields.workstationId, jobs.fields.quantity, jobs.fields.deadline, jobs.fields.estimatedHours];
    const res = await importAs(
      t,
      3,
      'jobs',
      csvOf([
        head,
        ['Büyük tezgah numarası', '2147483648', '1', '', '1'],
        ['Kesirli tezgah numarası', '1,5', '1', '', '1'],
        ['Sonsuz adet', String(bench.id), '9'.repeat(400), '', '1'],
        ['Olmayan gün', String(bench.id), '1', '31.02.2026 10:00', '1'],
        ['Olmayan ay', String(bench.id), '1', '2026-13-45', '1'],
        ['Sıfırıncı yıl', String(bench.id), '1', '0000-01-01T00:00:00Z', '1'],
        ['Saat 25', String(bench.id), '1', '01.02.2026 25:00', '1'],
        ['Dakika 60', String(bench.id), '1', '01.02.2026 10:60', '1'],
      ]),
    );
    expect(res.statusCode, res.body).toBe(400);
    const errors = res.json().errors as { row: number; field: string; message: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'workstationId'],
      [3, 'workstationId'],
      [4, 'quantity'],
      [5, 'deadline'],
      [6, 'deadline'],
      [7, 'deadline'],
      [8, 'deadline'],
      [9, 'deadline'],
    ]);
    expect(errors[0]!.message).toBe(transfer.notId);
    expect(errors[3]!.message).toBe(transfer.notDate);
  });
});

describe('CSV import in batches', () => {
  it('a dry run with write rules writes nothing: no row, no id taken, no log line, no journal', async () => {
    const bench = await createBench(t, 'Deneme Tezgahı');
    const seq = async () => Number((await sql<{ v: number }>`select last_value as v from jobs_id_seq`.execute(t.app.db)).rows[0]!.v);
    const before = { jobs: await countOf('jobs'), logs: await countOf('activity_logs'), seq: await seq() };
    const csv = csvOf([[jobs.fields.description, jobs.fields.workstationId, jobs.fields.estimatedHours], ...Array.from({ length: 30 }, (_, i) => [`Denenen iş ${i}`, String(bench.id), '2'])]);
    const res = await importAs(t, 2, 'jobs', csv, { dryRun: true });
    expect(res.json(), res.body).toMatchObject({ success: true, dryRun: true, created: 30 });
    expect({ jobs: await countOf('jobs'), logs: await countOf('activity_logs'), seq: await seq() }).toEqual(before);
    expect(await countOf('imports')).toBe(0);
  });

  it('keeps the job rules of the single-row routes, each table read once for the file', async () => {
    const active = await createBench(t, 'Kural Tezgahı');
    const passive = await createBench(t, 'Kapalı Kural Tezgahı', 'Pasif');
    const employee = (await t.app.db.selectFrom('users').select('id').where('role', '=', 2).executeTakeFirstOrThrow()).id;
    const f = jobs.fields;
    const refused = await importAs(
      t,
      3,
      'jobs',
      csvOf([
        [f.description, f.workstationId, f.customerId, f.estimatedHours],
        ['Kapalı tezgahta iş', String(passive.id), '', '1'],
        ['Müşterisi çalışan olan iş', String(active.id), String(employee), '1'],
      ]),
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors).toEqual([
      { row: 2, field: 'workstationId', message: jobs.validation.workstationInactive },
      { row: 3, field: 'customerId', message: jobs.validation.customerInvalid },
    ]);
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Bitecek iş', workstationId: active.id, estimatedHours: 1 } });
    const job = created.json().jobs as { id: number };
    const done = await importAs(t, 3, 'jobs', csvOf([['ID', f.status], [String(job.id), jobs.statuses.completed]]));
    expect(done.json(), done.body).toMatchObject({ success: true, updated: 1 });
    const stored = await t.app.db.selectFrom('jobs').select(['status', 'completed_at', 'workstation_name']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(stored.status).toBe('completed');
    expect(stored.completed_at).not.toBeNull();
    expect(stored.workstation_name).toBe('Kural Tezgahı');
  });

  it('writes every row or none: a row failing in a later batch leaves nothing of the earlier ones, updates put back', async () => {
    const kept = await createBench(t, 'Adı Kalacak Tezgah');
    const dropTrigger = await refuseBenchNamed(t, 'Patlayan Tezgah');
    try {
      const before = { benches: await countOf('counters'), logs: await countOf('activity_logs') };
      const rows = [[String(kept.id), 'Adı Değişen Tezgah', 'Pasif'], ...newBenches('Toplu Tezgah', IMPORT_BATCH_ROWS + 200), ['', 'Patlayan Tezgah', 'Aktif']];
      const res = await importAs(t, 3, 'counters', csvOf([['ID', 'Tezgah adı', 'Durum'], ...rows]));
      // Taken between the check and the write: the answer the single-row route gives.
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(counters.duplicateName);
      expect({ benches: await countOf('counters'), logs: await countOf('activity_logs') }).toEqual(before);
      const stored = await t.app.db.selectFrom('counters').select(['name', 'status']).where('id', '=', kept.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ name: 'Adı Kalacak Tezgah', status: 1 });
      expect(await countOf('imports')).toBe(0);
    } finally {
      await dropTrigger();
    }
    // The same file without the refused row goes in whole.
    const res = await importAs(t, 3, 'counters', csvOf([['ID', 'Tezgah adı', 'Durum'], ...newBenches('Toplu Tezgah', IMPORT_BATCH_ROWS + 200)]));
    expect(res.json(), res.body).toMatchObject({ success: true, created: IMPORT_BATCH_ROWS + 200 });
  });

  it('an undone import takes back the start it gave a job: started_at as it was, so the job is still deletable as unstarted', async () => {
    const bench = await createBench(t, 'Geri Alınan Başlangıç Tezgahı');
    const created = await t.injectAs(2, { method: 'POST', url: '/v1/jobs', payload: { description: 'Başlamamış iş', workstationId: bench.id, estimatedHours: 1 } });
    const job = created.json().jobs as { id: number };
    await sql`create function refuse_job_named() returns trigger language plpgsql as $$
      begin
        if new.description = 'Patlayan iş' then raise exception using errcode = 'unique_violation', message = 'duplicate key value'; end if;
        return new;
      end $$`.execute(t.app.db);
    await sql`create trigger refuse_job_named before insert on jobs for each row execute function refuse_job_named()`.execute(t.app.db);
    try {
      const f = jobs.fields;
      const rows = [
        [String(job.id), 'Başlamamış iş', String(bench.id), '1', jobs.statuses['in-progress']],
        ...Array.from({ length: IMPORT_BATCH_ROWS + 10 }, (_, i) => ['', `Toplu iş ${i + 1}`, String(bench.id), '1', jobs.statuses.pending]),
        ['', 'Patlayan iş', String(bench.id), '1', jobs.statuses.pending],
      ];
      const res = await importAs(t, 3, 'jobs', csvOf([['ID', f.description, f.workstationId, f.estimatedHours, f.status], ...rows]));
      expect(res.statusCode, res.body).toBe(409);
    } finally {
      await sql`drop trigger refuse_job_named on jobs`.execute(t.app.db);
      await sql`drop function refuse_job_named()`.execute(t.app.db);
    }
    const stored = await t.app.db.selectFrom('jobs').select(['status', 'started_at']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'pending', started_at: null });
    // The employee who opened it may still delete it, as before the import.
    const removed = await t.injectAs(2, { method: 'DELETE', url: `/v1/jobs/${job.id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    // Outside an undo the stamp still stays: started, then set back to pending, it is kept.
    const again = (await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Başlayan iş', workstationId: bench.id, estimatedHours: 1 } })).json().jobs as { id: number };
    await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${again.id}`, payload: { status: 'in-progress' } });
    await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${again.id}`, payload: { status: 'pending' } });
    expect((await t.app.db.selectFrom('jobs').select('started_at').where('id', '=', again.id).executeTakeFirstOrThrow()).started_at).not.toBeNull();
  });

  it('refuses a name twice in one category of a subcategory file, as row-by-row writing did, even 1,500 rows apart', async () => {
    const category = (await t.app.db.insertInto('material_categories').values({ name: 'İÇE AKTARIM' }).returning('id').executeTakeFirstOrThrow()).id;
    const before = Number((await t.app.db.selectFrom('material_subcategories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const rows = Array.from({ length: 1500 }, (_, i) => [String(category), `Alt Kategori ${i + 1}`]);
    const res = await importAs(t, 3, 'materials/subcategories', csvOf([[materials.fields.categoryId, materials.fields.subcategoryName], ...rows, [String(category), 'alt kategori 1']]));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual([{ row: 1502, field: '', message: materials.subcategory.duplicate }]);
    expect(Number((await t.app.db.selectFrom('material_subcategories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);
  });

  it("answers another user's list while a big import is being written", async () => {
    const total = 10 * IMPORT_BATCH_ROWS;
    const csv = csvOf([['Tezgah adı'], ...newBenches('Eşzamanlı Tezgah', total).map((r) => [r[1]!])]);
    let importDone = false;
    const listWhileImporting = async () => {
      const res = await t.injectAs(0, { method: 'GET', url: '/v1/projects?page=1&limit=20' });
      return { status: res.statusCode, importDone };
    };
    if (t.app.dbEngine === 'pglite') {
      // The embedded database's one connection: the list's statements take their turns between
      // the batches, from the moment the first batch is being written.
      const { journalBatch: journal } = await vi.importActual<typeof import('../../server/services/transfer/importJournal')>('../../server/services/transfer/importJournal');
      const writing = new Promise<void>((resolve) =>
        vi.mocked(journalBatch).mockImplementationOnce(async (...args) => {
          resolve();
          return journal(...args);
        }),
      );
      const importing = importAs(t, 3, 'counters', csv).then((res) => ((importDone = true), res));
      await writing;
      expect(await listWhileImporting()).toEqual({ status: 200, importDone: false });
      expect((await importing).json()).toMatchObject({ success: true, created: total });
    } else {
      // PostgreSQL: the import's transaction waits on a lock this test holds, so it is
      // certainly still writing when the list answers.
      const holder = new pg.Client({ connectionString: t.config.databaseUrl });
      await holder.connect();
      await holder.query('select pg_advisory_lock(4242)');
      await sql`create function bench_batch_waits() returns trigger language plpgsql as $$ begin perform pg_advisory_xact_lock(4242); return null; end $$`.execute(t.app.db);
      await sql`create trigger bench_batch_waits after insert on counters for each statement execute function bench_batch_waits()`.execute(t.app.db);
      try {
        const importing = importAs(t, 3, 'counters', csv).then((res) => ((importDone = true), res));
        expect(await listWhileImporting()).toEqual({ status: 200, importDone: false });
        await holder.query('select pg_advisory_unlock(4242)');
        expect((await importing).json()).toMatchObject({ success: true, created: total });
      } finally {
        await holder.end();
        await sql`drop trigger bench_batch_waits on counters`.execute(t.app.db);
        await sql`drop function bench_batch_waits()`.execute(t.app.db);
      }
    }
  });
});
