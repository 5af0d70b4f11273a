import type { Db } from '../db/connect';
import type { Listen } from '../db/notifications';
import type { UserWriteWatch } from '../db/userWrites';

/**
 * After this process changes user rows, it reads users through for this long: its transaction may
 * not have committed yet (a read now would keep the old row), and the NOTIFY comes after the commit.
 */
const OWN_WRITE_WINDOW_MS = 2_000;

const COLUMNS = ['id', 'role', 'email', 'name', 'surname', 'status', 'flags', 'tokens_valid_after'] as const;

export type SignedInRow = Awaited<ReturnType<typeof readRow>>;

const readRow = (db: Db, id: number) => db.selectFrom('users').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** The channel the users table announces its changes on (migration 0016). */
export const USER_CHANGED = 'user_changed';

export interface UserCache {
  /** The user row every request's auth reads: from memory while the row is known unchanged. */
  read: (id: number) => Promise<SignedInRow>;
  /** Whether rows are kept (false until listening, and whenever the subscription dropped). */
  readonly live: boolean;
  close: () => Promise<void>;
}

/**
 * Signed-in users kept in the process, so a request does not read its user from the database.
 * Safe only while every change reaches us: the table's trigger announces each committed change
 * (ids, or '*'), and we keep rows only while subscribed. This process's own user writes clear
 * the rows at once and read through for a moment, until their commit and its NOTIFY are surely
 * in. A drop forgets everything and reads through until the subscription is back. So "a
 * deactivated user is refused on the very next request" holds in every process.
 */
export const createUserCache = async (db: Db, listen: Listen | undefined, ownWrites?: UserWriteWatch, max = 10_000): Promise<UserCache> => {
  const rows = new Map<number, NonNullable<SignedInRow>>();
  let live = false;
  let readThroughUntil = 0;
  // Bumped by every announcement: a read that began before one must not store what it read.
  let epoch = 0;
  const stopWatching = ownWrites?.onWrite(() => {
    epoch++;
    rows.clear();
    readThroughUntil = Date.now() + OWN_WRITE_WINDOW_MS;
  });
  const forget = (payload: string) => {
    epoch++;
    if (payload === '*') rows.clear();
    else for (const id of payload.split(',')) rows.delete(Number(id));
  };
  const stop = listen
    ? await listen(USER_CHANGED, {
        message: forget,
        ready: () => {
          epoch++;
          rows.clear();
          live = true;
        },
        lost: () => {
          epoch++;
          live = false;
          rows.clear();
        },
      })
    : undefined;

  return {
    get live() {
      return live;
    },
    read: async (id) => {
      const trusted = live && Date.now() >= readThroughUntil;
      const kept = rows.get(id);
      if (kept && trusted) return kept;
      const startedAt = epoch;
      const row = await readRow(db, id);
      if (row && trusted && epoch === startedAt) {
        // Oldest first out: a Map iterates in insertion order.
        if (rows.size >= max) rows.delete(rows.keys().next().value!);
        rows.set(id, row);
      }
      return row;
    },
    close: async () => {
      stopWatching?.();
      await stop?.().catch(() => undefined);
    },
  };
};
