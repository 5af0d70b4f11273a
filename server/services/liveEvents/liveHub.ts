import type { Db } from '../../db/connect';
import type { Listen } from '../../db/notifications';
import { userOfToken, type AuthUser } from '../../plugins/auth';
import type { AccessClaims } from '../tokens';
import type { UserCache } from '../userCache';
import { parseRowChange, ROW_CHANGED, type RowChange } from './rowChange';
import { visibleChange, type ChangeEvent } from './visibleChange';

/** Where a stream's frames go (the route's response), and how it is ended. */
export interface LiveSink {
  write: (frame: string) => void;
  end: () => void;
}

export interface LiveHub {
  /** Listening: a stream opened now hears every change from now on. */
  readonly live: boolean;
  /** Open streams of a user. */
  count: (userId: number) => number;
  /** Adds a stream (the caller checked the cap and `live`); returns what removes it. */
  open: (user: AuthUser, claims: AccessClaims, sink: LiveSink) => () => void;
  /** Ends every stream and stops listening. */
  close: () => Promise<void>;
}

interface Stream {
  claims: AccessClaims;
  sink: LiveSink;
}

export const changeFrame = (event: ChangeEvent): string => `event: change\ndata: ${JSON.stringify(event)}\n\n`;
export const PING_FRAME = ': ping\n\n';

/**
 * The change streams of this process. One subscription to 'row_changed' (NOTIFY after commit:
 * every process on one PostgreSQL hears every change; in-process on PGlite) fans out to the open
 * streams, each getting only what its user may read. Each change re-reads the user (the user cache:
 * memory while unchanged), so a disabled or signed-out user's streams end at the next change. A
 * dropped subscription ends every stream: their clients reconnect and re-read what they missed.
 */
export const createLiveHub = async (opts: { db: Db; listen: Listen | undefined; users: UserCache; heartbeatMs?: number }): Promise<LiveHub> => {
  const byUser = new Map<number, Set<Stream>>();
  let live = false;
  let queue = Promise.resolve();

  const endAll = () => {
    for (const streams of byUser.values()) for (const s of streams) s.sink.end();
    byUser.clear();
  };
  const remove = (userId: number, stream: Stream) => {
    const streams = byUser.get(userId);
    streams?.delete(stream);
    if (streams?.size === 0) byUser.delete(userId);
  };

  const deliverTo = async (userId: number, change: RowChange) => {
    const row = await opts.users.read(userId);
    let event: ChangeEvent | null | undefined;
    for (const stream of [...(byUser.get(userId) ?? [])]) {
      const user = userOfToken(row, stream.claims);
      if (typeof user === 'string') {
        remove(userId, stream);
        stream.sink.end();
        continue;
      }
      // The streams of one user differ only by token: the same row gives the same rights.
      if (event === undefined) event = await visibleChange(opts.db, user, change);
      if (event) stream.sink.write(changeFrame(event));
    }
  };
  const dispatch = async (change: RowChange) => {
    for (const userId of [...byUser.keys()]) await deliverTo(userId, change).catch(() => undefined);
  };

  const stop = opts.listen
    ? await opts.listen(ROW_CHANGED, {
        message: (payload) => {
          const change = parseRowChange(payload);
          // In order, one change at a time: a stream never hears an older change after a newer one.
          if (change && byUser.size) queue = queue.then(() => dispatch(change));
        },
        ready: () => {
          live = true;
        },
        lost: () => {
          live = false;
          endAll();
        },
      })
    : undefined;

  const heartbeat = setInterval(() => {
    for (const streams of byUser.values()) for (const s of streams) s.sink.write(PING_FRAME);
  }, opts.heartbeatMs ?? 25_000);
  heartbeat.unref();

  return {
    get live() {
      return live;
    },
    count: (userId) => byUser.get(userId)?.size ?? 0,
    open: (user, claims, sink) => {
      const stream: Stream = { claims, sink };
      const streams = byUser.get(user.id) ?? new Set<Stream>();
      streams.add(stream);
      byUser.set(user.id, streams);
      return () => remove(user.id, stream);
    },
    close: async () => {
      clearInterval(heartbeat);
      live = false;
      endAll();
      await stop?.().catch(() => undefined);
      await queue;
    },
  };
};
