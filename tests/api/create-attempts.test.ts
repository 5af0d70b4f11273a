import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepCreateAttempts } from '../../server/services/createAttempts';
import { api } from '../../src/i18n/tr/api';
import { buildTestApp, type TestApp } from './helpers/app';
import { userIdOf } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const KEY = 'a1b2c3d4e5f6a7b8c9d0';
const projectsNamed = async (name: string) =>
  (await t.injectAs(3, { method: 'GET', url: `/v1/projects?q=${encodeURIComponent(name)}&limit=100` })).json().projects.filter((p: { name: string }) => p.name === name);

/*
 * A save whose answer is lost (the client gives up after 8 s, the Wi-Fi drops) has often been
 * made: the client sends it again with the same Idempotency-Key and must not get a copy.
 */
describe('a create sent again with its Idempotency-Key', () => {
  it('answers the record the first one made, and makes no second', async () => {
    const send = () => t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'İki kez gönderilen' }, headers: { 'idempotency-key': KEY } });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().project.id).toBe(first.json().project.id);
    expect(await projectsNamed('İki kez gönderilen')).toHaveLength(1);
  });

  it('takes two sent at the same moment for one', async () => {
    const send = () => t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Aynı anda' }, headers: { 'idempotency-key': `${KEY}-parallel` } });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
  });

  it('keeps the key to its user and its resource, and a new key makes a new record', async () => {
    const headers = { 'idempotency-key': `${KEY}-own` };
    const mine = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Anahtar sahibi' }, headers });
    // The master sent the same key for a project of theirs: it names nothing for the admin.
    const masterId = await userIdOf(t, 4);
    await t.app.db.insertInto('create_attempts').values({ user_id: masterId, resource: 'projects', key: `${KEY}-master`, record_id: mine.json().project.id }).execute();
    const other = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Anahtar sahibi' }, headers: { 'idempotency-key': `${KEY}-master` } });
    const bench = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Anahtar sahibi' }, headers });
    const fresh = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Anahtar sahibi' }, headers: { 'idempotency-key': `${KEY}-new` } });
    expect([mine, other, bench, fresh].map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(bench.json().data.name).toBe('Anahtar sahibi');
    expect(new Set([mine, other, fresh].map((a) => a.json().project.id)).size).toBe(3);
    expect(await projectsNamed('Anahtar sahibi')).toHaveLength(3);
  });

  it('lets a refused create be corrected and sent again with the same key', async () => {
    const headers = { 'idempotency-key': `${KEY}-refused` };
    const refused = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: ' ' }, headers });
    expect(refused.statusCode).toBe(400);
    const corrected = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Düzeltilen' }, headers });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json().data.name).toBe('Düzeltilen');
  });

  it('makes the record again when the first one was deleted since', async () => {
    const headers = { 'idempotency-key': `${KEY}-deleted` };
    const first = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Silinen tezgah' }, headers });
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/counters/${first.json().data.id}` })).statusCode).toBe(200);
    const again = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Silinen tezgah' }, headers });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(first.json().data.id);
  });

  it('refuses a key no client makes with a Turkish 400 and writes nothing', async () => {
    for (const key of ['short', 'a'.repeat(101), 'has spaces in it 1234567', 'a1b2c3d4e5f6a7b8c9d0/../x']) {
      const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Kötü anahtar' }, headers: { 'idempotency-key': key } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('İstek anahtarı geçersiz.');
    }
    expect(await projectsNamed('Kötü anahtar')).toHaveLength(0);
  });

  it('refuses the key sent again with other values (409 in Turkish, nothing written), and still answers the same values sent again', async () => {
    const headers = { 'idempotency-key': `${KEY}-changed` };
    const counters = async () => (await t.app.db.selectFrom('counters').select('id').execute()).length;
    const first = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'İlk değer', status: 'Aktif' }, headers });
    expect(first.statusCode).toBe(201);
    const before = await counters();
    const changed = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name: 'Sonradan değişen', status: 'Aktif' }, headers });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(api.attemptKeyReused);
    expect(await counters()).toBe(before);
    // The same values in another key order are the same save.
    const same = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { status: 'Aktif', name: 'İlk değer' }, headers });
    expect(same.statusCode).toBe(201);
    expect(same.json().data.id).toBe(first.json().data.id);
  });

  it('takes only one of two sent at the same moment with other values', async () => {
    const headers = { 'idempotency-key': `${KEY}-race` };
    const send = (name: string) => t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name }, headers });
    const answers = await Promise.all([send('Yarış bir'), send('Yarış iki')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = await t.app.db.selectFrom('counters').select('name').where('name', 'like', 'Yarış%').execute();
    expect(made).toHaveLength(1);
  });

  it('forgets keys after a day', async () => {
    await t.app.db.updateTable('create_attempts').set({ created_at: new Date(Date.now() - 25 * 3600_000) }).where('key', '=', KEY).execute();
    await sweepCreateAttempts(t.app.db);
    const left = await t.app.db.selectFrom('create_attempts').select('key').execute();
    expect(left.map((r) => r.key)).not.toContain(KEY);
    expect(left.length).toBeGreaterThan(0);
  });
});
