// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/connect';
import type { ChannelHandlers, Listen } from '../../../server/db/notifications';
import type { AuthUser } from '../../../server/plugins/auth';
import { createLiveHub, PING_FRAME } from '../../../server/services/liveEvents/liveHub';
import type { SignedInRow, UserCache } from '../../../server/services/userCache';
import { permissionsOf } from '../../../src/domain/permissions';
import type { RoleNumber } from '../../../src/domain/roles';

type Row = NonNullable<SignedInRow>;
const rowOf = (id: number, role: RoleNumber): Row => ({ id, role, email: `u${id}@example.com`, name: 'U', surname: String(id), status: 'active', flags: 3, tokens_valid_after: null }) as Row;
const userOf = (row: Row): AuthUser => ({ id: row.id, role: row.role as RoleNumber, email: row.email, fullName: 'U', status: 'active', flags: 3, permissions: permissionsOf({ role: row.role as RoleNumber, active: true, phoneVerified: true }) });

/** A hub on a fake channel and fake users: counters have no row scope, so no query is made. */
const setUp = async (heartbeatMs = 60_000) => {
  let handlers!: ChannelHandlers;
  const listen: Listen = async (_channel, h) => {
    handlers = h;
    h.ready();
    return async () => h.lost();
  };
  const rows = new Map<number, Row>();
  const users: UserCache = { read: async (id) => rows.get(id), live: true, close: async () => undefined };
  const hub = await createLiveHub({ db: {} as Db, listen, users, heartbeatMs });
  const connect = (id: number, role: RoleNumber) => {
    rows.set(id, rowOf(id, role));
    const frames: string[] = [];
    const state = { frames, ended: false };
    hub.open(userOf(rows.get(id)!), { sub: id, role }, { write: (f) => frames.push(f), end: () => (state.ended = true) });
    return state;
  };
  const change = (ids: number[]) => handlers.message(JSON.stringify({ resource: 'counters', op: 'update', rows: ids.map((id) => [id, null]) }));
  return { hub, handlers: () => handlers, rows, connect, change };
};

describe('the live hub', () => {
  it('sends a change to the users who may read it, as the front parses it', async () => {
    const { hub, connect, change } = await setUp();
    const customer = connect(1, 0);
    const admin = connect(2, 3);
    change([7]);
    await vi.waitFor(() => expect(admin.frames).toEqual(['event: change\ndata: {"resource":"counters","ids":[7],"op":"update"}\n\n']));
    expect(customer.frames).toEqual([]);
    await hub.close();
    expect(admin.ended && customer.ended).toBe(true);
  });

  it('ends a stream whose user was disabled, at the next change', async () => {
    const { hub, connect, change, rows } = await setUp();
    const admin = connect(2, 3);
    rows.set(2, { ...rowOf(2, 3), status: 'disabled' });
    change([7]);
    await vi.waitFor(() => expect(admin.ended).toBe(true));
    expect(admin.frames).toEqual([]);
    expect(hub.count(2)).toBe(0);
    await hub.close();
  });

  it('pings every stream, and ends them all when the subscription drops', async () => {
    const { hub, connect, handlers } = await setUp(5);
    const master = connect(3, 4);
    await vi.waitFor(() => expect(master.frames).toContain(PING_FRAME));
    handlers().lost();
    expect(master.ended).toBe(true);
    expect(hub.live).toBe(false);
    await hub.close();
  });

  it('ignores a payload it cannot read', async () => {
    const { hub, connect, handlers, change } = await setUp();
    const admin = connect(2, 3);
    handlers().message('{"resource":"counters","op":"drop"}');
    handlers().message('not json');
    change([8]);
    await vi.waitFor(() => expect(admin.frames).toHaveLength(1));
    expect(admin.frames[0]).toContain('"ids":[8]');
    await hub.close();
  });
});
