import { sql, type Kysely } from 'kysely';

/**
 * Procedures grouped into categories (001 sections 2.7, 3). A category's name is unique ignoring
 * case, Turkish capitals folded as resourceStore's foldCase does; deleting a category deletes its
 * procedures.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('procedure_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index procedure_categories_name_folded_idx on procedure_categories (lower(translate(name, 'ÇĞİIÖŞÜı', 'çğiiöşüi')))`.execute(db);

  await db.schema
    .createTable('procedures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('procedure_categories.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A category's procedures (the nested list, the counts, the cascade) are read by category.
  await db.schema.createIndex('procedures_category_idx').on('procedures').columns(['category_id', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('procedures').ifExists().execute();
  await db.schema.dropTable('procedure_categories').ifExists().execute();
}
