import { sql, type Kysely } from 'kysely';

/**
 * The shop floor (issue 26): an operation's state on its job, every operator tap as a time entry,
 * operators' PINs, benches' working hours a day, and a job's place in its bench's queue.
 * row_changed announces changed rows (ids, never values) to the live event stream of every
 * process: once per statement, on PostgreSQL through NOTIFY, on PGlite in the process.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('job_operations')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'running', 'paused', 'done')`))
    .addColumn('good_quantity', 'integer', (c) => c.check(sql`good_quantity >= 0`))
    .addColumn('scrap_quantity', 'integer', (c) => c.check(sql`scrap_quantity >= 0`))
    // Worked time so far, and since when it runs: actual hours without summing entries on each read.
    .addColumn('worked_seconds', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('running_since', 'timestamptz')
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('operation_time_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('operation_id', 'integer', (c) => c.notNull().references('operations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('start', 'pause', 'finish', 'override')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('good_quantity', 'integer')
    .addColumn('scrap_quantity', 'integer')
    .addColumn('reason', 'text')
    .execute();
  await sql`create index operation_time_entries_job_idx on operation_time_entries (job_id, operation_id, at)`.execute(db);
  await sql`create index operation_time_entries_user_idx on operation_time_entries (user_id, at)`.execute(db);

  await db.schema.alterTable('users').addColumn('pin_hash', 'text').execute();
  await db.schema
    .alterTable('counters')
    .addColumn('day_hours', sql`numeric(4,2)`, (c) => c.notNull().defaultTo(8).check(sql`day_hours > 0 and day_hours <= 24`))
    .execute();
  await db.schema.alterTable('jobs').addColumn('queue_position', 'integer').execute();
  await sql`create index jobs_bench_queue_idx on jobs (workstation_id, queue_position)`.execute(db);

  // rows: [[id, project id], ...] (the project lets a customer's stream keep only their own);
  // null when one statement changed more than fits a notification (8000 bytes): "re-read all".
  await sql`
    create function row_changed() returns trigger language plpgsql as $$
    declare
      v_rows jsonb;
      v_resource text := tg_table_name;
      v_op text := lower(tg_op);
    begin
      if tg_table_name = 'job_operations' then
        v_resource := 'jobs';
        v_op := 'update';
        if tg_op = 'DELETE' then
          select jsonb_agg(distinct jsonb_build_array(j.id, j.project_id)) into v_rows from old_rows o join jobs j on j.id = o.job_id;
        else
          select jsonb_agg(distinct jsonb_build_array(j.id, j.project_id)) into v_rows from new_rows n join jobs j on j.id = n.job_id;
        end if;
      elsif tg_table_name = 'jobs' then
        if tg_op = 'DELETE' then
          select jsonb_agg(jsonb_build_array(o.id, o.project_id)) into v_rows from old_rows o;
        else
          select jsonb_agg(jsonb_build_array(n.id, n.project_id)) into v_rows from new_rows n;
        end if;
      elsif tg_table_name = 'projects' then
        if tg_op = 'DELETE' then
          select jsonb_agg(jsonb_build_array(o.id, o.id)) into v_rows from old_rows o;
        else
          select jsonb_agg(jsonb_build_array(n.id, n.id)) into v_rows from new_rows n;
        end if;
      elsif tg_op = 'DELETE' then
        select jsonb_agg(jsonb_build_array(o.id, null)) into v_rows from old_rows o;
      else
        select jsonb_agg(jsonb_build_array(n.id, null)) into v_rows from new_rows n;
      end if;
      if v_rows is null then
        return null;
      end if;
      if jsonb_array_length(v_rows) > 200 then
        v_rows := null;
      end if;
      perform pg_notify('row_changed', jsonb_build_object('resource', v_resource, 'op', v_op, 'rows', v_rows)::text);
      return null;
    end $$`.execute(db);
  for (const table of LIVE_TABLES) {
    const t = sql.table(table);
    const name = (op: string) => sql.raw(`${table}_live_${op}`);
    await sql`create trigger ${name('insert')} after insert on ${t} referencing new table as new_rows for each statement execute function row_changed()`.execute(db);
    await sql`create trigger ${name('update')} after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function row_changed()`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${t} referencing old table as old_rows for each statement execute function row_changed()`.execute(db);
  }
}

/** The tables whose changes the live event stream carries. */
const LIVE_TABLES = ['jobs', 'job_operations', 'counters', 'projects'];

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LIVE_TABLES)
    for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_live_${op}`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists row_changed()`.execute(db);
  await db.schema.dropIndex('jobs_bench_queue_idx').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('queue_position').execute();
  await db.schema.alterTable('counters').dropColumn('day_hours').execute();
  await db.schema.alterTable('users').dropColumn('pin_hash').execute();
  await db.schema.dropTable('operation_time_entries').ifExists().execute();
  for (const column of ['finished_at', 'started_at', 'running_since', 'worked_seconds', 'scrap_quantity', 'good_quantity', 'status'])
    await db.schema.alterTable('job_operations').dropColumn(column).execute();
}
