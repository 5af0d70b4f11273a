import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { createBench, createOperation } from './helpers/jobFixtures';
import { createAccount, userIdOfRole } from './helpers/projectFixtures';
import { ID_LIST_MAX } from '../../src/domain/resources/idList';
import { validation } from '../../src/i18n/tr/validation';

/*
 * A declared list takes ?id=1,2,3 (react-admin's getMany in one request): only those records,
 * under the same permission and row scope as the list, at most ID_LIST_MAX ids, bad ids refused.
 */
let t: TestApp;
const benches: number[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['Torna 1', 'Torna 2', 'Freze 3', 'Pasif 4']) benches.push((await createBench(t, name, name.startsWith('Pasif') ? 'Pasif' : 'Aktif')).id);
});
afterAll(() => t.close());

const get = (role: 0 | 2 | 3 | 4, url: string) => t.injectAs(role, { method: 'GET', url });

describe('a declared list asked for records by id', () => {
  it('answers exactly the records named, in the list envelope with their total', async () => {
    const res = await get(3, `/v1/counters?id=${benches[2]},${benches[0]}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((b: { id: number }) => b.id).sort()).toEqual([benches[0], benches[2]].sort());
  });

  it('leaves out ids that name no record, and keeps the other filters', async () => {
    const body = (await get(3, `/v1/counters?id=${benches.join(',')},2147483647&status=Aktif`)).json();
    expect(body.data.map((b: { name: string }) => b.name).sort()).toEqual(['Freze 3', 'Torna 1', 'Torna 2']);
    expect(body.total).toBe(3);
  });

  it('carries the wire id of a resource whose id is _id', async () => {
    const first = await createOperation(t, 'Kaynak');
    await createOperation(t, 'Boya');
    const body = (await get(3, `/v1/operations?id=${first}`)).json();
    expect(body.operations).toEqual([expect.objectContaining({ _id: first, name: 'Kaynak' })]);
  });

  it('still answers only the rows the caller may see (a customer names another customer’s project)', async () => {
    const ids = { admin: await userIdOfRole(t, 3), customer: await userIdOfRole(t, 0) };
    const other = await createAccount(t, 0, 'Başkası');
    const create = async (name: string, oem: number) =>
      (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name, oem, projectManager: ids.admin } })).json().project.id as number;
    const own = await create('Kendi Projesi', ids.customer);
    const theirs = await create('Başkasının Projesi', other.id);
    const asCustomer = (await get(0, `/v1/projects?id=${own},${theirs}`)).json();
    expect(asCustomer.projects.map((p: { id: number }) => p.id)).toEqual([own]);
    expect(asCustomer.total).toBe(1);
    const asAdmin = (await get(3, `/v1/projects?id=${own},${theirs}`)).json();
    expect(asAdmin.projects.map((p: { id: number }) => p.id).sort()).toEqual([own, theirs].sort());
  });

  it('keeps the list’s permission: a role that may not read the list gets 403, ids or not', async () => {
    expect((await get(0, `/v1/counters?id=${benches[0]}`)).statusCode).toBe(403);
  });

  it('exports only the records named', async () => {
    const res = await get(3, `/v1/counters/export?id=${benches[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Torna 2');
    expect(res.body).not.toContain('Torna 1');
  });

  it('takes ID_LIST_MAX ids and refuses one more with a Turkish 400', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    const most = await get(3, `/v1/counters?id=${ids(ID_LIST_MAX)}`);
    expect(most.statusCode).toBe(200);
    expect(most.json().total).toBe(benches.length);
    expectValidationError(await get(3, `/v1/counters?id=${ids(ID_LIST_MAX + 1)}`), 'id', validation.tooManyIds);
  });

  it.each(['abc', '0', '-1', '1,,2', '', '1.5', '2147483648', '+1', '1, 2', '0x10'])('refuses the id list %j with a Turkish 400', async (text) => {
    expectValidationError(await get(3, `/v1/counters?id=${encodeURIComponent(text)}`), 'id', validation.invalidId);
  });

  it('refuses the id named twice instead of the comma list', async () => {
    expectValidationError(await get(3, `/v1/counters?id=${benches[0]}&id=${benches[1]}`), 'id', validation.invalidId);
  });

  it('is shown in the OpenAPI document as a query parameter of every declared list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json() as { paths: Record<string, { get?: { parameters?: { name: string; in: string; schema?: { type?: string } }[] } }> };
    for (const path of ['/v1/counters', '/v1/jobs', '/v1/operations', '/v1/projects']) {
      const param = doc.paths[path]?.get?.parameters?.find((p) => p.name === 'id' && p.in === 'query');
      expect(param?.schema?.type, path).toBe('string');
    }
  });
});
