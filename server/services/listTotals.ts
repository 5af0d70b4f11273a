import { sql, type Compilable } from 'kysely';
import type { Db } from '../db/connect';
import type { Listen } from '../db/notifications';
import type { UserWriteWatch } from '../db/userWrites';

/** The channel on which the kept tables announce a change (migration 20261126_1450). */
export const TABLE_CHANGED = 'table_changed';

/** After this process writes, totals are counted afresh for this long: its NOTIFY may still be on its way. */
const OWN_WRITE_WINDOW_MS = 2_000;

/** A list's total as the cache holds it: the kept figure, if any, and how to keep a fresh one. */
export interface TotalSlot {
  known?: number;
  keep: (total: number) => void;
}

export interface ListTotals {
  /** The slot of a count statement: its compiled SQL and parameters say which list and filter. */
  slot: (count: Compilable) => TotalSlot;
  /** This process has just written (a write request answered): forget everything and count afresh for a moment. */
  ownWrite: () => void;
  readonly live: boolean;
  readonly size: number;
  close: () => Promise<void>;
}

/** The tables a statement reads rows of (Kysely quotes every name). */
const readTables = (text: string): string[] => [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/gi)].map((m) => m[1]!);

/**
 * List totals kept per count statement, so a list does not count its rows again while nothing it
 * counts has changed (page 1 of 100,000 log rows spent most of its time counting them). Safe only
 * while every change reaches us: each kept table announces its changes after commit (NOTIFY,
 * heard by every process, in-process on PGlite), and totals are kept only while subscribed, only
 * for statements that read kept tables alone, and never from a count that began before a change
 * of its tables. A dropped subscription forgets everything until it is back.
 */
export const createListTotals = async (db: Db, listen: Listen | undefined, ownWrites?: UserWriteWatch, max = 5_000): Promise<ListTotals> => {
  const kept = new Map<string, { total: number; tables: string[] }>();
  const epochs = new Map<string, number>();
  let live = false;
  let readThroughUntil = 0;
  let everything = 0;
  const { rows } = await sql<{ name: string }>`select distinct event_object_table as name from information_schema.triggers where trigger_name like '%\_totals\_changed'`.execute(db);
  const watched = new Set(rows.map((r) => r.name));

  const forgetAll = () => {
    everything++;
    kept.clear();
  };
  const forget = (table: string) => {
    epochs.set(table, (epochs.get(table) ?? 0) + 1);
    for (const [key, entry] of kept) if (entry.tables.includes(table)) kept.delete(key);
  };
  const stop = listen
    ? await listen(TABLE_CHANGED, {
        message: forget,
        ready: () => {
          forgetAll();
          live = true;
        },
        lost: () => {
          live = false;
          forgetAll();
        },
      })
    : undefined;

  // A statement of this process wrote the table: its transaction may not have committed yet (a
  // count now would miss it) and the NOTIFY comes after the commit, so it is counted afresh a moment.
  const ownTables = new Map<string, number>();
  const stopWatching = ownWrites?.onTableWrite((table) => {
    forget(table);
    ownTables.set(table, Date.now() + OWN_WRITE_WINDOW_MS);
  });
  const settled = (tables: string[]) => Date.now() >= readThroughUntil && tables.every((t) => Date.now() >= (ownTables.get(t) ?? 0));

  const stamp = (tables: string[]) => `${everything}:${tables.map((t) => epochs.get(t) ?? 0).join(',')}`;

  return {
    get live() {
      return live;
    },
    get size() {
      return kept.size;
    },
    slot: (count) => {
      const compiled = count.compile();
      const tables = [...new Set(readTables(compiled.sql))];
      const keepable = live && tables.length > 0 && tables.every((t) => watched.has(t)) && settled(tables);
      if (!keepable) return { keep: () => undefined };
      const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
      const at = stamp(tables);
      const known = kept.get(key)?.total;
      return {
        known,
        keep: (total) => {
          if (!live || stamp(tables) !== at || !settled(tables)) return;
          // Oldest first out: a Map iterates in insertion order.
          if (kept.size >= max) kept.delete(kept.keys().next().value!);
          kept.set(key, { total, tables });
        },
      };
    },
    ownWrite: () => {
      forgetAll();
      readThroughUntil = Date.now() + OWN_WRITE_WINDOW_MS;
    },
    close: async () => {
      stopWatching?.();
      await stop?.().catch(() => undefined);
    },
  };
};
