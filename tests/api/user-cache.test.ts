// Signed-in users are kept in memory (server/services/userCache.ts): a change to a user row must
// still reach the very next request, on PGlite and on PostgreSQL.
import { afterAll, describe, expect, it } from 'vitest';
import type { ChannelHandlers, Listen } from '../../server/db/notifications';
import { createUserCache } from '../../server/services/userCache';
import { DEMO_USERS } from '../../server/db/seed';
import { buildTestApp } from './helpers/app';

const t = await buildTestApp();
afterAll(() => t.close());

const idOf = async (role: number) => {
  const email = DEMO_USERS.find((u) => u.role === role)!.email;
  return (await t.app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
};
const me = (role: 2 | 4) => t.injectAs(role, { method: 'GET', url: '/v1/users/@me' });

describe('the app’s user cache', () => {
  it('is listening on both engines', () => {
    expect(t.app.userCache.live).toBe(true);
  });

  it('refuses a user deactivated by any write (here straight in SQL) on the very next request', async () => {
    const id = await idOf(2);
    expect((await me(2)).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ status: 'disabled' }).where('id', '=', id).execute();
    expect((await me(2)).statusCode).toBe(401);
    await t.app.db.updateTable('users').set({ status: 'active' }).where('id', '=', id).execute();
    expect((await me(2)).statusCode).toBe(200);
  });

  it('grants what a role changed inside a transaction gives, from the request after the commit', async () => {
    const id = await idOf(2);
    const allLogs = () => t.injectAs(2, { method: 'GET', url: '/v1/logs/all' });
    expect((await allLogs()).statusCode).toBe(403);
    await t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ role: 3 }).where('id', '=', id).execute();
    });
    expect((await allLogs()).statusCode).toBe(200);
    await t.app.db.updateTable('users').set({ role: 2 }).where('id', '=', id).execute();
    expect((await allLogs()).statusCode).toBe(403);
  });
});

describe('createUserCache', () => {
  /** A channel the test drives by hand: nothing arrives unless the test says so. */
  const handChannel = () => {
    let handlers: ChannelHandlers | undefined;
    const listen: Listen = async (_channel, h) => {
      handlers = h;
      h.ready();
      return async () => undefined;
    };
    return { listen, hear: () => handlers! };
  };
  const rename = async (id: number, name: string) => t.app.db.updateTable('users').set({ name }).where('id', '=', id).execute();

  it('keeps a row until its id is announced, and forgets all on a "*"', async () => {
    const id = await idOf(2);
    const channel = handChannel();
    const cache = await createUserCache(t.app.db, channel.listen);
    await rename(id, 'Bir');
    expect((await cache.read(id))?.name).toBe('Bir');
    await rename(id, 'İki');
    expect((await cache.read(id))?.name, 'kept while nothing was announced').toBe('Bir');
    channel.hear().message(`999999,${id}`);
    expect((await cache.read(id))?.name).toBe('İki');
    await rename(id, 'Üç');
    channel.hear().message('*');
    expect((await cache.read(id))?.name).toBe('Üç');
  });

  it('reads through while the subscription is lost, and starts afresh when it is back', async () => {
    const id = await idOf(2);
    const channel = handChannel();
    const cache = await createUserCache(t.app.db, channel.listen);
    await cache.read(id);
    channel.hear().lost();
    expect(cache.live).toBe(false);
    await rename(id, 'Kopuk');
    expect((await cache.read(id))?.name).toBe('Kopuk');
    await rename(id, 'Yine kopuk');
    expect((await cache.read(id))?.name, 'nothing kept while deaf').toBe('Yine kopuk');
    channel.hear().ready();
    expect((await cache.read(id))?.name).toBe('Yine kopuk');
  });

  it('does not keep a row read across an announcement', async () => {
    const id = await idOf(2);
    const channel = handChannel();
    const cache = await createUserCache(t.app.db, channel.listen);
    await rename(id, 'Eski');
    const reading = cache.read(id);
    channel.hear().message(String(id));
    await reading;
    await rename(id, 'Yeni');
    expect((await cache.read(id))?.name).toBe('Yeni');
  });

  it("sees this process's own change on its next read, before any NOTIFY has arrived", async () => {
    const id = await idOf(2);
    const channel = handChannel();
    const cache = await createUserCache(t.app.db, channel.listen, t.app.dbUserWrites);
    await rename(id, 'Önce');
    expect((await cache.read(id))?.name).toBe('Önce');
    await rename(id, 'Sonra');
    expect((await cache.read(id))?.name, 'the channel delivered nothing').toBe('Sonra');
    await cache.close();
  });

  it('keeps nothing without a channel', async () => {
    const id = await idOf(2);
    const cache = await createUserCache(t.app.db, undefined);
    expect(cache.live).toBe(false);
    await rename(id, 'A');
    await cache.read(id);
    await rename(id, 'B');
    expect((await cache.read(id))?.name).toBe('B');
  });
});
