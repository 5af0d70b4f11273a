import { sql, type Kysely } from 'kysely';

/**
 * A job's first start stays stamped (migration 0020), except when an unfinished import is undone:
 * that transaction sets `atolye.restoring` and puts back exactly what the journal kept, so a job
 * the import started and the undo set back to pending is not left marked as started.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function keep_job_started() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and current_setting('atolye.restoring', true) = 'on' then
        return new;
      elsif tg_op = 'UPDATE' and old.started_at is not null then
        new.started_at := old.started_at;
      elsif new.status in ('in-progress', 'completed') then
        new.started_at := coalesce(new.started_at, now());
      else
        new.started_at := null;
      end if;
      return new;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function keep_job_started() returns trigger language plpgsql as $$
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
}
