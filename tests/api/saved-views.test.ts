import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleNumber } from '../../src/domain/roles';
import { VIEWS_PER_LIST_MAX, type SavedView } from '../../src/domain/views/savedView';
import { fill } from '../../src/i18n/fill';
import { views as texts } from '../../src/i18n/tr/views';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ADMIN = 3;
const EMPLOYEE = 2;
const MASTER = 4;
const CUSTOMER = 0;

const viewsOf = async (role: RoleNumber, list: string) => {
  const res = await t.injectAs(role, { method: 'GET', url: `/v1/views?list=${list}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().views as SavedView[];
};

const save = async (role: RoleNumber, payload: Record<string, unknown>) => {
  const res = await t.injectAs(role, { method: 'POST', url: '/v1/views', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().view as SavedView;
};

const priced = { columns: ['description', 'unitPrice', 'status', 'totalPrice'], sort: 'unitPrice', order: 'DESC' as const, filter: { status: 'pending', unitPrice: 10, totalPrice_gte: 100 }, perPage: 50, density: 'compact' as const };

describe('saved views', () => {
  it('keeps a user’s views per list on the server, answered with their state', async () => {
    const view = await save(MASTER, { list: 'jobs', name: 'Bu hafta teslim', state: { columns: ['status', 'description'], filter: { status: 'pending' }, perPage: 50, density: 'compact' } });
    expect(view).toMatchObject({ list: 'jobs', name: 'Bu hafta teslim', own: true, isDefault: false, publishedRole: null, state: { columns: ['status', 'description'], filter: { status: 'pending' }, perPage: 50, density: 'compact' } });
    expect((await viewsOf(MASTER, 'jobs')).map((v) => v.name)).toEqual(['Bu hafta teslim']);
    // Another list and another user see none of it.
    expect(await viewsOf(MASTER, 'counters')).toEqual([]);
    expect(await viewsOf(EMPLOYEE, 'jobs')).toEqual([]);
  });

  it('omits the columns, filters and sort a reader may not see: prices for an employee', async () => {
    const view = await save(ADMIN, { list: 'jobs', name: 'Fiyatlı görünüm', state: priced, publishedRole: EMPLOYEE });
    // The admin sees every part of it.
    expect(view.state).toEqual(priced);
    const [seen] = (await viewsOf(EMPLOYEE, 'jobs')).filter((v) => v.id === view.id);
    expect(seen).toMatchObject({ own: false, publishedRole: EMPLOYEE });
    expect(seen!.state).toEqual({ columns: ['description', 'status'], filter: { status: 'pending' }, perPage: 50, density: 'compact' });
    // An employee's own view that names a price keeps none of it either.
    const own = await save(EMPLOYEE, { list: 'jobs', name: 'Benim', state: priced });
    expect(own.state.columns).toEqual(['description', 'status']);
    const stored = await t.app.db.selectFrom('saved_views').select('state').where('id', '=', own.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(stored.state)).not.toContain('unitPrice');
    // Nor a price filter under react-admin's operator suffix (price_gte): the admin's figure stayed in it.
    expect(JSON.stringify(stored.state)).not.toContain('totalPrice');
  });

  it('lets only an admin publish, only to a role that may read the list; its readers cannot change it', async () => {
    const refused = await t.injectAs(MASTER, { method: 'POST', url: '/v1/views', payload: { list: 'jobs', name: 'Yayın', state: {}, publishedRole: EMPLOYEE } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(texts.publishAdminOnly);
    expectValidationError(await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'jobs', name: 'Müşteriye', state: {}, publishedRole: CUSTOMER } }), 'publishedRole', texts.roleCannotRead);

    const view = await save(ADMIN, { list: 'jobs', name: 'Ustalara', state: { perPage: 10 }, publishedRole: MASTER });
    expect((await viewsOf(MASTER, 'jobs')).some((v) => v.id === view.id && !v.own)).toBe(true);
    expect((await viewsOf(EMPLOYEE, 'jobs')).some((v) => v.id === view.id)).toBe(false);
    for (const [method, url, payload] of [
      ['PUT', `/v1/views/${view.id}`, { name: 'Benim oldu' }],
      ['PUT', `/v1/views/${view.id}/default`, {}],
      ['DELETE', `/v1/views/${view.id}`, undefined],
    ] as const) {
      const res = await t.injectAs(MASTER, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(texts.notOwn);
    }
    // Withdrawn, it is gone for the role.
    expect((await t.injectAs(ADMIN, { method: 'PUT', url: `/v1/views/${view.id}`, payload: { publishedRole: null } })).statusCode).toBe(200);
    expect((await viewsOf(MASTER, 'jobs')).some((v) => v.id === view.id)).toBe(false);
  });

  it('answers 404 for another user’s unpublished view, as for one that does not exist', async () => {
    const view = await save(EMPLOYEE, { list: 'jobs', name: 'Özel', state: {} });
    for (const [method, url, payload] of [
      ['PUT', `/v1/views/${view.id}`, { name: 'Çalındı' }],
      ['PUT', `/v1/views/${view.id}/default`, {}],
      ['DELETE', `/v1/views/${view.id}`, undefined],
    ] as const) {
      const res = await t.injectAs(MASTER, { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(texts.notFound);
    }
    const kept = await t.app.db.selectFrom('saved_views').select('name').where('id', '=', view.id).executeTakeFirstOrThrow();
    expect(kept.name).toBe('Özel');
  });

  it('keeps one default per user and list, renames and deletes', async () => {
    const a = await save(ADMIN, { list: 'counters', name: 'A', state: {}, isDefault: true });
    const b = await save(ADMIN, { list: 'counters', name: 'B', state: {} });
    const res = await t.injectAs(ADMIN, { method: 'PUT', url: `/v1/views/${b.id}/default`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(texts.defaultSet);
    expect((await viewsOf(ADMIN, 'counters')).map((v) => [v.name, v.isDefault])).toEqual([['A', false], ['B', true]]);
    const cleared = await t.injectAs(ADMIN, { method: 'PUT', url: `/v1/views/${b.id}/default`, payload: { isDefault: false } });
    expect(cleared.json().view.isDefault).toBe(false);

    const renamed = await t.injectAs(ADMIN, { method: 'PUT', url: `/v1/views/${a.id}`, payload: { name: '  Aktif tezgahlar ', state: { filter: { status: 'Aktif' } } } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().view).toMatchObject({ name: 'Aktif tezgahlar', state: { filter: { status: 'Aktif' } } });
    // Names are unique per user and list whatever their case.
    const taken = await t.injectAs(ADMIN, { method: 'PUT', url: `/v1/views/${b.id}`, payload: { name: 'AKTİF TEZGAHLAR'.toLocaleLowerCase('tr') } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(texts.nameTaken);
    expect((await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'counters', name: 'b', state: {} } })).statusCode).toBe(409);

    const removed = await t.injectAs(ADMIN, { method: 'DELETE', url: `/v1/views/${b.id}` });
    expect(removed.json()).toEqual({ success: true, message: texts.deleted });
    expect((await viewsOf(ADMIN, 'counters')).map((v) => v.name)).toEqual(['Aktif tezgahlar']);
  });

  it('refuses bad input with Turkish 4xx messages and writes nothing', async () => {
    const before = await t.app.db.selectFrom('saved_views').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const unknown = await t.injectAs(ADMIN, { method: 'GET', url: '/v1/views?list=nothing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(texts.unknownList);
    expect((await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'nothing', name: 'X', state: {} } })).json().message).toBe(texts.unknownList);
    // A list the role may not read.
    expect((await t.injectAs(CUSTOMER, { method: 'GET', url: '/v1/views?list=jobs' })).statusCode).toBe(403);
    expectValidationError(await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'jobs', name: '   ', state: {} } }), 'name', texts.nameRequired);
    expectValidationError(await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'jobs', name: 'x'.repeat(81), state: {} } }), 'name', texts.nameTooLong);
    for (const state of [{ perPage: 0 }, { density: 'huge' }, { columns: 'status' }, { surprise: 1 }, { filter: { status: { nested: true } } }]) {
      const res = await t.injectAs(ADMIN, { method: 'POST', url: '/v1/views', payload: { list: 'jobs', name: 'Bozuk', state } });
      expect(res.statusCode, JSON.stringify(state)).toBe(400);
      expect(res.json().message).toMatch(/[ğüşıöçĞÜŞİÖÇ]|geçersiz/i);
    }
    expect((await t.injectAs(ADMIN, { method: 'PUT', url: '/v1/views/abc', payload: {} })).statusCode).toBe(400);
    const after = await t.app.db.selectFrom('saved_views').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it(`keeps the cap of ${VIEWS_PER_LIST_MAX} views a list when many are sent at once`, async () => {
    const sent = await Promise.all(
      Array.from({ length: VIEWS_PER_LIST_MAX + 20 }, (_, i) => t.injectAs(CUSTOMER, { method: 'POST', url: '/v1/views', payload: { list: 'projects', name: `Aynı anda ${i}`, state: {} } })),
    );
    expect(sent.filter((r) => r.statusCode === 201)).toHaveLength(VIEWS_PER_LIST_MAX);
    expect(sent.filter((r) => r.statusCode === 409).every((r) => r.json().message === fill(texts.tooMany, { max: VIEWS_PER_LIST_MAX }))).toBe(true);
    expect(await viewsOf(CUSTOMER, 'projects')).toHaveLength(VIEWS_PER_LIST_MAX);
  });

  it('answers anonymous callers 401', async () => {
    expect((await t.injectAs(null, { method: 'GET', url: '/v1/views?list=jobs' })).statusCode).toBe(401);
  });
});
