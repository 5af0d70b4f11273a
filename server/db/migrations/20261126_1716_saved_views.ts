import { sql, type Kysely } from 'kysely';

/**
 * Saved list views (issue 25): a user's named columns, sort, filters, page size and density of one
 * list (a declared resource's name), kept on the server so they follow the user to any browser. An
 * admin's view may be published to every user of a role. A name is unique per user and list,
 * whatever its case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('state', 'jsonb', (c) => c.notNull())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('published_role', 'smallint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index saved_views_name_uq on saved_views (user_id, list, lower(name))`.execute(db);
  // The views published to a role, read beside the user's own on every list.
  await sql`create index saved_views_published_idx on saved_views (list, published_role) where published_role is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_views').execute();
}
