import { sql, type Kysely } from 'kysely';

/**
 * Every change to a user row is announced on the channel 'user_changed' when its transaction
 * commits: the ids changed, or '*' when a statement changed too many for one message. Processes
 * that keep signed-in users in memory forget what it names (server/services/userCache.ts).
 * A trigger, so no write path (an admin screen, a script, psql) can change a user unannounced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function announce_user_changes() returns trigger language plpgsql as $$
    declare
      ids text;
    begin
      select case when count(*) > 500 then '*' else string_agg(id::text, ',') end into ids from changed_users;
      if ids is not null then
        perform pg_notify('user_changed', ids);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_updated after update on users referencing old table as changed_users for each statement execute function announce_user_changes()`.execute(db);
  await sql`create trigger users_deleted after delete on users referencing old table as changed_users for each statement execute function announce_user_changes()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger users_deleted on users`.execute(db);
  await sql`drop trigger users_updated on users`.execute(db);
  await sql`drop function announce_user_changes()`.execute(db);
}
