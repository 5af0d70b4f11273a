// The project form's pickers search people on the server: a capped page, scoped by role and project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserFlag } from '../../src/domain/user';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let master: number;
let manyCustomers: { id: number; name: string }[];
let lastStaff: number;

type Role = 0 | 1 | 2 | 3 | 4;
type Person = { id: number; name: string; surname: string; company?: string | null };
type Answer = { people: Person[]; more: boolean; chosen: Person[] };
const search = async (role: Role, query: string) => {
  const res = await t.injectAs(role, { method: 'GET', url: `/v1/projects/people/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
};

/** Sixty users of a role, named so they sort after the demo accounts ('Zeki 01'...). */
const addMany = async (role: 0 | 2, tag: string) =>
  t.app.db
    .insertInto('users')
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        name: `Zeki${tag}`,
        surname: String(i + 1).padStart(2, '0'),
        email: `zeki${tag.toLowerCase()}${i}@example.com`,
        password_hash: 'x',
        role,
        phone_number: `90545${role}${String(i).padStart(6, '0')}`,
        flags: UserFlag.emailVerified,
        status: 'active' as const,
        ...(role === 0 ? { company: JSON.stringify({ name: `Firma ${i + 1}` }) } : {}),
      })),
    )
    .returning(['id', 'name'])
    .execute();

beforeAll(async () => {
  t = await buildTestApp();
  master = await userIdOfRole(t, 4);
  lastStaff = (await addMany(2, 'P')).at(-1)!.id;
  manyCustomers = await addMany(0, 'M');
  // The master manages one project, for the last of the sixty customers.
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Son Müşterinin Kalıbı', projectManager: master, oem: manyCustomers.at(-1)!.id } });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

describe('GET /projects/people/search', () => {
  it('answers a page of 20 staff, in name order, saying more follow', async () => {
    const answer = await search(3, 'kind=staff');
    expect(answer.people).toHaveLength(20);
    expect(answer.more).toBe(true);
    expect(answer.people.every((p) => !('email' in p))).toBe(true);
  });

  it('finds someone past the first page by what is typed, Turkish capitals folded', async () => {
    const answer = await search(3, `kind=staff&q=${encodeURIComponent('ZEKİP 60')}`);
    expect(answer.people.map((p) => p.id)).toEqual([lastStaff]);
    expect(answer.more).toBe(false);
    const byCompany = await search(3, `kind=customers&q=${encodeURIComponent('Firma 60')}`);
    expect(byCompany.people.map((p) => p.id)).toEqual([manyCustomers.at(-1)!.id]);
  });

  it("answers the form's chosen people by id, matched or not", async () => {
    const answer = await search(3, `kind=staff&q=Mehmet&ids=${lastStaff}`);
    expect(answer.chosen).toEqual([expect.objectContaining({ id: lastStaff, name: 'ZekiP', surname: '60' })]);
    expect(answer.people.some((p) => p.id === lastStaff)).toBe(false);
  });

  it('offers a master only the customers of the projects they see, a customer only themselves', async () => {
    const forMaster = await search(4, 'kind=customers');
    expect(forMaster.people.map((p) => p.id)).toEqual([manyCustomers.at(-1)!.id]);
    // An id outside the scope is not answered, not even by name.
    expect((await search(4, `kind=customers&ids=${manyCustomers[0]!.id}`)).chosen).toEqual([]);
    const customer = await userIdOfRole(t, 0);
    expect((await search(0, 'kind=customers')).people.map((p) => p.id)).toEqual([customer]);
    expect((await search(0, `kind=customers&q=ZekiM&ids=${manyCustomers[0]!.id}`))).toMatchObject({ people: [], chosen: [] });
  });

  it("offers a customer of the staff only their own projects' manager and team, by search and by id; no unpaged list of everyone is left", async () => {
    const customer = await userIdOfRole(t, 0);
    const employee = await userIdOfRole(t, 2);
    const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Müşterinin Kalıbı', projectManager: lastStaff, oem: customer, members: [employee] } });
    expect(res.statusCode, res.body).toBe(201);
    const ownStaff = [employee, lastStaff].sort((a, b) => a - b);
    const ids = (people: Person[]) => people.map((p) => p.id).sort((a, b) => a - b);
    expect(ids((await search(0, 'kind=staff')).people)).toEqual(ownStaff);
    // The admin and the master manage nothing of theirs: neither typed nor asked by id.
    expect((await search(0, 'kind=staff&q=Mehmet')).people).toEqual([]);
    expect((await search(0, `kind=staff&ids=${master},${lastStaff - 1}`)).chosen).toEqual([]);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/projects/people' })).statusCode).toBe(400);
  });

  it('refuses an unknown kind or odd ids in Turkish, and a role without the project screens', async () => {
    // Ten digits beyond a row id's integer: a Turkish 400, not the database's 500.
    expectValidationError(await t.injectAs(3, { method: 'GET', url: '/v1/projects/people/search?kind=staff&ids=9999999999' }), 'ids', 'Seçili kişiler virgülle ayrılmış kimlikler olmalıdır');
    expectValidationError(await t.injectAs(3, { method: 'GET', url: '/v1/projects/people/search?kind=everyone' }), 'kind', 'Kişi türü personel ya da müşteri olmalıdır');
    expectValidationError(await t.injectAs(3, { method: 'GET', url: '/v1/projects/people/search?kind=staff&ids=1,x' }), 'ids', 'Seçili kişiler virgülle ayrılmış kimlikler olmalıdır');
    expect((await t.injectAs(1, { method: 'GET', url: '/v1/projects/people/search?kind=staff' })).statusCode).toBe(403);
  });
});
