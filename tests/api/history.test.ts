import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withChangeOrigin, withoutHistory } from '../../server/services/history/changeOrigin';
import { RESOURCES } from '../../src/domain/resources';
import type { RoleNumber } from '../../src/domain/roles';
import { history as texts } from '../../src/i18n/tr/history';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, createOperation, multipartFile } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Entry {
  id: number;
  action: string;
  origin: string;
  userName: string | null;
  at: string;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
}

const historyOf = async (role: RoleNumber, path: string, id: number, query = '') => {
  const res = await t.injectAs(role, { method: 'GET', url: `/v1/${path}/${id}/history${query}` });
  expect(res.statusCode).toBe(200);
  return res.json() as { history: Entry[]; more: boolean };
};

const restore = (role: RoleNumber, path: string, id: number, entryId: number, field: string) =>
  t.injectAs(role, { method: 'POST', url: `/v1/${path}/${id}/history/${entryId}/restore`, payload: { field } });

const changesOf = (e: Entry) => Object.fromEntries(e.changes.map((c) => [c.field, [c.before, c.after]]));

const createJob = async (description: string) => {
  const bench = await createBench(t, `${description} tezgahı`);
  const op = await createOperation(t, `${description} operasyonu`);
  const payload = { description, workstationId: bench.id, estimatedHours: 1.5, quantity: 2, unitPrice: 12.5, operations: [op], deadline: '2026-12-01T09:30:00+03:00' };
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload });
  expect(res.statusCode).toBe(201);
  return res.json().jobs as { id: number };
};

describe('record history', () => {
  it('records a create, an update and a delete with field labels, before and after, who and the origin, newest first', async () => {
    const bench = await createBench(t, 'Geçmiş Tezgahı');
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${bench.id}`, payload: { name: 'Yeni Ad', status: 0 } })).statusCode).toBe(200);
    const { history, more } = await historyOf(3, 'counters', bench.id);
    expect(history).toHaveLength(2);
    expect(more).toBe(false);
    expect(history.map((e) => e.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({ origin: 'form', userName: expect.stringMatching(/\S/) });
    expect(new Date(history[0]!.at).toISOString()).toBe(history[0]!.at);
    expect(changesOf(history[0]!)).toEqual({ name: ['Geçmiş Tezgahı', 'Yeni Ad'], status: ['Aktif', 'Pasif'] });
    expect(history[0]!.changes.map((c) => c.label)).toEqual(['Tezgah adı', 'Durum']);
    expect(changesOf(history[1]!)).toEqual({ name: [null, 'Geçmiş Tezgahı'], status: [null, 'Aktif'] });

    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/counters/${bench.id}` })).statusCode).toBe(200);
    const kept = await t.app.db.selectFrom('record_changes').select(['action', 'changes']).where('resource', '=', 'counters').where('record_id', '=', bench.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // The stored entry keeps every column the record had (the bench board's day hours too), so it can be restored.
    expect(kept).toEqual({ action: 'delete', changes: { name: ['Yeni Ad', null], status: [0, null], day_hours: [8, null] } });
  });

  it('writes no entry for a refused write: the entry is in the change’s transaction', async () => {
    const bench = await createBench(t, 'Çakışma Tezgahı');
    await createBench(t, 'Diğer Tezgah');
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${bench.id}`, payload: { name: 'diğer tezgah' } })).statusCode).toBe(409);
    // A change that reached the table, then a failure later in its transaction.
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await sql`update counters set name = 'Geri Alınan' where id = ${bench.id}`.execute(trx);
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    expect((await historyOf(3, 'counters', bench.id)).history).toHaveLength(1);
  });

  it('leaves out the fields a reader may not see: prices for an employee', async () => {
    const job = await createJob('Fiyatlı iş');
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { unitPrice: 20 } })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { description: 'Fiyatlı iş (düzeltildi)' } })).statusCode).toBe(200);
    const admin = await historyOf(3, 'jobs', job.id);
    expect(admin.history).toHaveLength(3);
    expect(changesOf(admin.history[1]!)).toMatchObject({ unitPrice: [12.5, 20], totalPrice: [25, 40] });
    const employee = await historyOf(2, 'jobs', job.id);
    // The price-only change is not there at all; the others carry no price field.
    expect(employee.history).toHaveLength(2);
    expect(employee.history.map((e) => e.action)).toEqual(['update', 'create']);
    for (const e of employee.history) expect(e.changes.map((c) => c.field)).not.toEqual(expect.arrayContaining(['unitPrice']));
    expect(employee.history.flatMap((e) => e.changes.map((c) => c.field))).not.toContain('totalPrice');
    expect(changesOf(employee.history[0]!)).toEqual({ description: ['Fiyatlı iş', 'Fiyatlı iş (düzeltildi)'] });
  });

  it('answers as the record route does for a reader who may not read the record: 403 without the right, 404 outside their rows', async () => {
    const bench = await createBench(t, 'Gizli Tezgah');
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/counters/${bench.id}/history` })).statusCode).toBe(403);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/counters/999999/history' })).statusCode).toBe(404);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/counters/${bench.id}/history?limit=0` })).statusCode).toBe(400);
  });

  it('marks entries of an import with their origin, one per record', async () => {
    const csv = '\uFEFF"Tezgah adı";"Durum"\r\n"İçe Aktarılan 1";"Aktif"\r\n"İçe Aktarılan 2";"Pasif"\r\n';
    const res = await t.injectAs(3, { method: 'POST', url: '/v1/counters/import', ...multipartFile('file', 'counters.csv', Buffer.from(csv), 'text/csv') });
    expect(res.statusCode).toBe(200);
    const rows = await t.app.db.selectFrom('counters').select('id').where('name', 'like', 'İçe Aktarılan%').execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const { history } = await historyOf(3, 'counters', row.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ action: 'create', origin: 'import' });
    }
  });

  it('pages newest first and says whether another page follows', async () => {
    const bench = await createBench(t, 'Sayfa 0');
    for (let i = 1; i <= 24; i++) await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${bench.id}`, payload: { name: `Sayfa ${i}` } });
    const first = await historyOf(3, 'counters', bench.id, '?page=1&limit=10');
    expect(first.more).toBe(true);
    expect(first.history.map((e) => changesOf(e).name![1])).toEqual(Array.from({ length: 10 }, (_, i) => `Sayfa ${24 - i}`));
    const last = await historyOf(3, 'counters', bench.id, '?page=3&limit=10');
    expect(last.more).toBe(false);
    expect(last.history.map((e) => e.action)).toEqual(['update', 'update', 'update', 'update', 'create']);
    expect((await historyOf(3, 'counters', bench.id, '?page=4&limit=5')).more).toBe(true);
    expect((await historyOf(3, 'counters', bench.id, '?page=5&limit=5')).more).toBe(false);
  });

  it('gives each record of a bulk change one entry marked bulk', async () => {
    const jobs = [];
    for (let i = 0; i < 3; i++) jobs.push(await createJob(`Toplu iş ${i}`));
    const res = await t.injectAs(3, { method: 'PATCH', url: '/v1/jobs', payload: { ids: jobs.map((j) => j.id), values: { status: 'in-progress' } } });
    expect(res.statusCode).toBe(200);
    for (const job of jobs) {
      const [latest, ...rest] = (await historyOf(3, 'jobs', job.id)).history;
      expect(latest).toMatchObject({ action: 'update', origin: 'bulk', userName: expect.stringMatching(/\S/) });
      // The job's first start is stamped by the database with the status: the same entry.
      expect(changesOf(latest!)).toEqual({ status: ['pending', 'in-progress'], startedAt: [null, expect.any(String)] });
      expect(rest.map((e) => e.origin)).toEqual(['form']);
    }
  });

  it('lets an admin restore a field’s earlier value, recorded as a restore and logged', async () => {
    const bench = await createBench(t, 'Eski Ad');
    await t.injectAs(3, { method: 'PUT', url: `/v1/counters/${bench.id}`, payload: { name: 'Yanlış Ad', status: 0 } });
    const change = (await historyOf(3, 'counters', bench.id)).history[0]!;
    const res = await restore(3, 'counters', bench.id, change.id, 'name');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: '"Tezgah adı" eski değerine geri yüklendi.', data: { name: 'Eski Ad', status: 'Pasif' } });
    const after = await historyOf(3, 'counters', bench.id);
    expect(after.history[0]).toMatchObject({ origin: 'restore', action: 'update' });
    expect(changesOf(after.history[0]!)).toEqual({ name: ['Yanlış Ad', 'Eski Ad'] });
    const log = await t.app.db.selectFrom('activity_logs').select(['action', 'description']).where('resource_id', '=', String(bench.id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log.description).toContain('geçmişten geri yüklendi');
  });

  it('refuses a restore to others than admins, of a value the schema refuses, of a field the entry does not change', async () => {
    const job = await createJob('Geri yükleme işi');
    await t.injectAs(3, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { description: 'Değişti' } });
    const [change, created] = (await historyOf(3, 'jobs', job.id)).history;
    const master = await restore(4, 'jobs', job.id, change!.id, 'description');
    expect(master.statusCode).toBe(403);
    expect(master.json().message).toBe(texts.adminOnly);
    // The create's "before" of a required field is empty: refused as the form would refuse it.
    const bench = await createBench(t, 'Boş Olmaz');
    const benchCreated = (await historyOf(3, 'counters', bench.id)).history[0]!;
    const invalid = await restore(3, 'counters', bench.id, benchCreated.id, 'name');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.name).toBe('Tezgah adı gereklidir');
    const notInEntry = await restore(3, 'jobs', job.id, change!.id, 'quantity');
    expect(notInEntry.statusCode).toBe(400);
    expect(notInEntry.json().message).toBe(texts.fieldNotInEntry);
    expect((await restore(3, 'jobs', job.id, change!.id, 'createdAt')).statusCode).toBe(400);
    expect((await restore(3, 'jobs', job.id, 999999, 'description')).statusCode).toBe(404);
    expect((await restore(3, 'counters', bench.id, created!.id, 'name')).statusCode).toBe(404);
    expect((await t.app.db.selectFrom('jobs').select('description').where('id', '=', job.id).executeTakeFirstOrThrow()).description).toBe('Değişti');
  });

  it('names the writer of a transaction for every write in it', async () => {
    const bench = await createBench(t, 'Toplu Tezgah');
    const req = { user: { id: 1 } } as never;
    await t.app.db.transaction().execute(async (trx) => {
      await withChangeOrigin(trx, req, 'bulk');
      await sql`update counters set status = 0 where id = ${bench.id}`.execute(trx);
    });
    // Made-up data (the bench's generator) leaves none.
    await t.app.db.transaction().execute(async (trx) => {
      await withoutHistory(trx);
      await sql`update counters set name = 'Uydurma' where id = ${bench.id}`.execute(trx);
    });
    // Outside those transactions the settings are gone: a later write is the system's.
    await sql`update counters set status = 1 where id = ${bench.id}`.execute(t.app.db);
    const { history } = await historyOf(3, 'counters', bench.id);
    expect(history.map((e) => [e.origin, e.userName === null, Object.keys(changesOf(e))])).toEqual([
      ['system', true, ['status']],
      ['bulk', false, ['status']],
      ['form', false, ['name', 'status']],
    ]);
  });

  it('watches every declared table: a new declaration needs its triggers in a migration', async () => {
    const { rows } = await sql<{ table: string; name: string; args: string }>`
      select c.relname as table, t.tgname as name, encode(t.tgargs, 'escape') as args
      from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%history%'`.execute(t.app.db);
    for (const decl of RESOURCES) {
      const mine = rows.filter((r) => r.table === decl.table);
      expect(mine.map((r) => r.name).sort(), decl.name).toEqual(['delete', 'insert', 'update'].map((op) => `${decl.table}_history_${op}`));
      for (const r of mine) expect(r.args.replace(/\\000$/, ''), decl.name).toBe(decl.name);
    }
  });
});
