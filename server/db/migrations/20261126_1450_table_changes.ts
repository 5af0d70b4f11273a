import { sql, type Kysely } from 'kysely';

/**
 * Tables whose row counts the lists keep (issue 25, "Fast"): the declared resources' tables, the
 * activity log, users, and what row scopes read (project members). Each announces that it
 * changed, once per statement, on the 'table_changed' channel with its name; a process that keeps
 * list totals forgets those of that table. A table added later is simply not kept until a
 * migration gives it this trigger (server/services/listTotals.ts reads which tables have it).
 */
const TABLES = [
  'counters', 'operations', 'jobs', 'job_operations', 'step_templates', 'project_templates', 'projects', 'project_members', 'activities',
  'procedure_categories', 'procedures', 'material_categories', 'material_subcategories', 'materials', 'material_offers', 'activity_logs', 'users',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('table_changed', tg_table_name);
      return null;
    end $$`.execute(db);
  const existing = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const present = new Set(existing.rows.map((r) => r.name));
  for (const table of TABLES.filter((t) => present.has(t))) {
    await sql`create trigger ${sql.raw(`${table}_totals_changed`)} after insert or update or delete or truncate on ${sql.table(table)} for each statement execute function table_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await sql`drop trigger if exists ${sql.raw(`${table}_totals_changed`)} on ${sql.table(table)}`.execute(db).catch(() => undefined);
  await sql`drop function if exists table_changed()`.execute(db);
}
