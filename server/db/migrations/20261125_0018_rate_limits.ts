import { sql, type Kysely } from 'kysely';

/**
 * Per-address and per-user request counts of the routes that limit them, when the app runs on
 * PostgreSQL: every process (WORKERS, several hosts) counts in the same row. A row is one key's
 * current window; housekeeping removes windows long past.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table rate_limits (
    key text primary key,
    hits integer not null,
    resets_at timestamptz not null
  )`.execute(db);
  await sql`create index rate_limits_resets_idx on rate_limits (resets_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table rate_limits`.execute(db);
}
