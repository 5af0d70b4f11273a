import { sql } from 'kysely';
import { admin as texts } from '../../src/i18n/tr/admin';
import { LOG_RESOURCE_NAMES } from '../../src/domain/logResourceNames';
import { logNames } from '../../src/i18n/tr/logNames';
import type { Db } from '../db/connect';
import { logFilterOf, type LogFilter } from './activityLogQueries';
import { csvHead, csvLines } from './csv/csvWriter';

/** Rows read per statement: memory stays flat whatever the log's size. */
const BATCH = 2000;

const COLUMNS = ['createdAt', 'userName', 'description', 'ip', 'userAgent', 'action', 'resource', 'resourceId'] as const;

type Cursor = { at: string; id: number };

const ACTION_NAMES: Readonly<Record<string, string>> = logNames.actions;

/** A row's cells; the action and the resource by their Turkish names, as the log screen's filters show them. */
const cellsOf = (row: Record<(typeof COLUMNS)[number], string | null>) =>
  COLUMNS.map((c) => (c === 'action' ? (ACTION_NAMES[row.action!] ?? row.action) : c === 'resource' ? (LOG_RESOURCE_NAMES[row.resource!] ?? row.resource) : row[c]));

/** One batch after the cursor, newest first, in the CSV's columns (plus the cursor's own). */
const batchAfter = (db: Db, filter: LogFilter, after: Cursor | null) =>
  db
    .selectFrom('activity_logs')
    .select([
      'id',
      sql<string>`created_at::text`.as('cursorAt'),
      sql<string>`to_char(created_at at time zone 'Europe/Istanbul', 'DD.MM.YYYY HH24:MI:SS')`.as('createdAt'),
      'user_name as userName',
      'description',
      'ip',
      'user_agent as userAgent',
      'action',
      'resource',
      'resource_id as resourceId',
    ])
    .where((eb) => logFilterOf(eb, filter))
    .$if(after !== null, (q) => q.where(sql<boolean>`(created_at, id) < (${after!.at}::timestamptz, ${after!.id})`))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(BATCH)
    .execute();

/**
 * The filtered log as CSV (the shared writer's format), newest first, in chunks: the heading
 * row, then one chunk per batch. Batches walk the list's index by
 * keyset (created_at, id) rather than by offset; the cursor keeps created_at as text so its
 * microseconds survive the round trip. Dates are written as Istanbul local time.
 */
export async function* activityLogCsv(db: Db, filter: LogFilter): AsyncGenerator<string> {
  yield csvHead(COLUMNS.map((c) => texts.logs.csv[c]));
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await batchAfter(db, filter, cursor);
    if (!rows.length) return;
    yield csvLines(rows.map(cellsOf));
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}
