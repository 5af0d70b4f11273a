import { sql, type RawBuilder } from 'kysely';

/**
 * A timestamptz as the ISO text answers carry (Date.toISOString: UTC, milliseconds, 'Z'), for
 * rows built as JSON in SQL, where to_json would follow the session's time zone instead.
 */
export const isoTimestamp = (value: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
