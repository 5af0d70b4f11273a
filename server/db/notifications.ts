import type { PGlite } from '@electric-sql/pglite';

/** What a subscriber to a notification channel hears. */
export interface ChannelHandlers {
  message: (payload: string) => void;
  /** Listening: from now on every message arrives (also after a reconnection). */
  ready: () => void;
  /** Messages may have been missed: the connection dropped (it reconnects by itself). */
  lost: () => void;
}

export type Listen = (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;

/** PGlite: one process, one session; its own NOTIFYs arrive while the committing query returns. */
export const pgliteListen =
  (pglite: PGlite): Listen =>
  async (channel, handlers) => {
    const stop = await pglite.listen(channel, handlers.message);
    handlers.ready();
    return async () => {
      handlers.lost();
      await stop();
    };
  };

const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: a connection of its own (not the pool's) that LISTENs, and reconnects after a
 * drop. Between the drop and the new LISTEN, messages are lost: the subscriber hears lost() then
 * ready() and must treat everything it kept as stale.
 */
export const postgresListen =
  (connectionString: string): Listen =>
  async (channel, handlers) => {
    const pg = await import('pg');
    let client: InstanceType<typeof pg.default.Client> | null = null;
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const c = new pg.default.Client({ connectionString });
      const dropped = () => {
        if (client !== c) return;
        client = null;
        handlers.lost();
        c.end().catch(() => undefined);
        if (!stopped) timer = setTimeout(() => void connect().catch(dropped), RECONNECT_MS);
      };
      c.on('error', dropped);
      c.on('end', dropped);
      c.on('notification', (n) => {
        if (n.channel === channel) handlers.message(n.payload ?? '');
      });
      client = c;
      try {
        await c.connect();
        await c.query(`listen "${channel.replaceAll('"', '""')}"`);
      } catch (err) {
        dropped();
        throw err;
      }
      if (stopped) return;
      handlers.ready();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      handlers.lost();
      await c?.end().catch(() => undefined);
    };
  };
