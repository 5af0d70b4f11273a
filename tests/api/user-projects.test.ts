import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, buildTestApp, type TestApp } from './helpers/app';

let t: TestApp;
const ids: Record<number, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const u of DEMO_USERS) ids[u.role] = (await t.app.db.selectFrom('users').select('id').where('email', '=', u.email).executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

const get = (role: 0 | 1 | 2 | 3 | 4 | null, url: string) => t.injectAs(role, { method: 'GET', url });

describe('GET /v1/projects/user/:id/count and /v1/projects/user/:id', () => {
  it('answers the admin about anyone: no projects until projects exist', async () => {
    const count = await get(3, `/v1/projects/user/${ids[0]}/count`);
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ success: true, count: 0 });
    const list = await get(3, `/v1/projects/user/${ids[2]}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, projects: [], total: 0 });
  });

  it('answers every user about themselves', async () => {
    for (const role of [0, 1, 2, 4] as const) {
      expect((await get(role, `/v1/projects/user/${ids[role]}/count`)).json()).toEqual({ success: true, count: 0 });
      expect((await get(role, `/v1/projects/user/${ids[role]}`)).json()).toMatchObject({ projects: [], total: 0 });
    }
  });

  it('answers someone else’s projects without canAccessUsers as an unknown id, a bad id and strangers', async () => {
    for (const role of [0, 1, 2, 4] as const) {
      // Known or not, another user's id reads alike: the route tells no one which accounts exist.
      for (const url of [`/v1/projects/user/${ids[3]}/count`, `/v1/projects/user/${ids[3]}`, '/v1/projects/user/987654/count']) {
        const res = await get(role, url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message, url).toBe('Kullanıcı bulunamadı.');
      }
    }
    expect((await get(3, '/v1/projects/user/987654/count')).statusCode).toBe(404);
    expect((await get(3, '/v1/projects/user/abc')).statusCode).toBe(400);
    expect((await get(null, `/v1/projects/user/${ids[0]}/count`)).statusCode).toBe(401);
  });
});
