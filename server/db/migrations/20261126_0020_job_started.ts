import { sql, type Kysely } from 'kysely';

/**
 * A job remembers when it was first started (in progress or completed), and never forgets it: a
 * job set back to pending stays a started job, which an employee may no longer delete (issue 21).
 * A trigger, so no write path (the API, an import, a script) can start a job unrecorded or clear
 * the mark. Jobs already past pending count from their last change; a job already back to pending
 * before this migration cannot be told apart (the activity log never kept statuses).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column started_at timestamptz`.execute(db);
  await sql`update jobs set started_at = coalesce(completed_at, updated_at, created_at) where status in ('in-progress', 'completed')`.execute(db);
  await sql`
    create function keep_job_started() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.started_at is not null then
        new.started_at := old.started_at;
      elsif new.status in ('in-progress', 'completed') then
        new.started_at := coalesce(new.started_at, now());
      else
        new.started_at := null;
      end if;
      return new;
    end
    $$`.execute(db);
  await sql`create trigger jobs_started before insert or update on jobs for each row execute function keep_job_started()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger jobs_started on jobs`.execute(db);
  await sql`drop function keep_job_started()`.execute(db);
  await sql`alter table jobs drop column started_at`.execute(db);
}
