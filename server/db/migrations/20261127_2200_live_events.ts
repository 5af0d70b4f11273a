import { sql, type Kysely } from 'kysely';

/**
 * The live change stream (GET /v1/events, issue 26) for every declared resource: the tables that
 * migration 20261126_1716 left out announce their changed rows on 'row_changed' too, through its
 * row_changed() ([id, null] per row: the stream judges row scopes by reading the rows). A resource
 * declared later gets these triggers from its scaffolded migration (scripts/newResource).
 */
const TABLES = [
  'operations', 'step_templates', 'project_templates', 'activities', 'procedure_categories', 'procedures',
  'material_categories', 'material_subcategories', 'materials', 'material_offers',
];

export async function up(db: Kysely<any>): Promise<void> {
  const existing = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const present = new Set(existing.rows.map((r) => r.name));
  for (const table of TABLES.filter((t) => present.has(t))) {
    const t = sql.table(table);
    const name = (op: string) => sql.raw(`${table}_live_${op}`);
    await sql`create trigger ${name('insert')} after insert on ${t} referencing new table as new_rows for each statement execute function row_changed()`.execute(db);
    await sql`create trigger ${name('update')} after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function row_changed()`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${t} referencing old table as old_rows for each statement execute function row_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES)
    for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_live_${op}`)} on ${sql.table(table)}`.execute(db);
}
