import { sql, type Kysely } from 'kysely';

/** The declared resources' tables at this migration, with the resource name their history is kept under. */
const DECLARED_TABLES: Record<string, string> = {
  counters: 'counters',
  operations: 'operations',
  jobs: 'jobs',
  step_templates: 'stepTemplates',
  project_templates: 'projectTemplates',
  projects: 'projects',
  activities: 'activities',
  procedure_categories: 'procedureCategories',
  procedures: 'procedures',
  material_categories: 'materialCategories',
  material_subcategories: 'materialSubcategories',
  materials: 'materials',
  material_offers: 'materialOffers',
};

/**
 * Record history (issue 25): every change to a declared resource's row, column by column, with
 * its value before and after, who and from where. Written by triggers, so no write path can miss
 * it and it commits or rolls back with the change. The writer names itself at the start of its
 * transaction (server/services/history/changeOrigin.ts: atolye.user_id, atolye.origin); a write
 * that does not is kept as the system's; only a generator of test data (atolye.history 'off') is not
 * kept. Statement triggers with transition tables: an import or
 * a bulk change of thousands of rows is one insert here, not a function call per row.
 * user_id has no foreign key: history outlives a deleted user and a key check per entry is a cost.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('record_changes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'update', 'delete')`))
    .addColumn('user_id', 'integer')
    .addColumn('origin', 'text', (c) => c.notNull())
    .addColumn('changes', 'jsonb', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A record's history, newest first: the tab's pages walk this index.
  await sql`create index record_changes_record_idx on record_changes (resource, record_id, id desc)`.execute(db);

  // changes: {column: [before, after]}; stamps are left out, they change with every write.
  await sql`
    create function record_change() returns trigger language plpgsql as $$
    declare
      v_user integer := nullif(current_setting('atolye.user_id', true), '')::integer;
      v_origin text := coalesce(nullif(current_setting('atolye.origin', true), ''), 'system');
    begin
      if current_setting('atolye.history', true) = 'off' then
        return null;
      elsif tg_op = 'INSERT' then
        insert into record_changes (resource, record_id, action, user_id, origin, changes)
        select tg_argv[0], n.id, 'create', v_user, v_origin,
          coalesce((select jsonb_object_agg(e.key, jsonb_build_array(null, e.value)) from jsonb_each(to_jsonb(n)) e
            where e.key not in ('id', 'created_at', 'updated_at') and e.value <> 'null'::jsonb), '{}')
        from new_rows n;
      elsif tg_op = 'UPDATE' then
        insert into record_changes (resource, record_id, action, user_id, origin, changes)
        select tg_argv[0], n.id, 'update', v_user, v_origin, d.changes
        from new_rows n join old_rows o on o.id = n.id
        cross join lateral (select to_jsonb(o) as before, to_jsonb(n) as after) j
        cross join lateral (select jsonb_object_agg(e.key, jsonb_build_array(j.before -> e.key, e.value)) as changes from jsonb_each(j.after) e
          where e.key not in ('id', 'created_at', 'updated_at') and (j.before -> e.key) is distinct from e.value) d
        where d.changes is not null;
      else
        insert into record_changes (resource, record_id, action, user_id, origin, changes)
        select tg_argv[0], o.id, 'delete', v_user, v_origin,
          coalesce((select jsonb_object_agg(e.key, jsonb_build_array(e.value, null)) from jsonb_each(to_jsonb(o)) e
            where e.key not in ('id', 'created_at', 'updated_at') and e.value <> 'null'::jsonb), '{}')
        from old_rows o;
      end if;
      return null;
    end $$`.execute(db);

  for (const [table, resource] of Object.entries(DECLARED_TABLES)) {
    const t = sql.table(table);
    const name = (op: string) => sql.raw(`${table}_history_${op}`);
    const arg = sql.lit(resource);
    await sql`create trigger ${name('insert')} after insert on ${t} referencing new table as new_rows for each statement execute function record_change(${arg})`.execute(db);
    await sql`create trigger ${name('update')} after update on ${t} referencing old table as old_rows new table as new_rows for each statement execute function record_change(${arg})`.execute(db);
    await sql`create trigger ${name('delete')} after delete on ${t} referencing old table as old_rows for each statement execute function record_change(${arg})`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(DECLARED_TABLES))
    for (const op of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_history_${op}`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists record_change()`.execute(db);
  await db.schema.dropTable('record_changes').execute();
}
