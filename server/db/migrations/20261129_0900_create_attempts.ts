import { sql, type Kysely } from 'kysely';

/**
 * Creates a client may send twice: when a save's answer is lost (an 8 s timeout, a dropped
 * connection) the client sends it again with the same Idempotency-Key, and the key names the
 * record the first one made, so the second gets that record instead of a copy. Housekeeping
 * removes keys after a day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table create_attempts (
    user_id integer not null references users(id) on delete cascade,
    resource text not null,
    key text not null,
    record_id integer not null,
    created_at timestamptz not null default now(),
    primary key (user_id, resource, key)
  )`.execute(db);
  await sql`create index create_attempts_created_idx on create_attempts (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table create_attempts`.execute(db);
}
