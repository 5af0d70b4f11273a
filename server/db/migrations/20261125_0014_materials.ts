import { sql, type Kysely } from 'kysely';

/** The spec's two categories and their fixed subcategories (001 section 3): every install needs them. */
const REFERENCE_CATEGORIES: readonly { name: string; subcategories: readonly string[] }[] = [
  {
    name: 'ÇELİKLER',
    subcategories: ['Yapı Çelikleri', 'Paslanmaz Çelikler', 'Karbon Çelikler', 'Takım Çelikleri', 'Alüminyum Alaşımları', 'Bakır Alaşımları', 'Süper Alaşımlar', 'Titanyum', 'Magnezyum', 'Çinko Alaşımları'],
  },
  {
    name: 'PNÖMATİK',
    subcategories: ['Hortumlar', 'Bağlantılar', 'Esnek Hortumlar', 'Güçlü Hortumlar', 'Spiral Hortumlar', 'Tekstil Güçlü', 'Kimyasal Dayanım', 'Doğal Kauçuk', 'Kompozit'],
  },
];

// The same Turkish case folding as resourceStore's foldCase and the other name indexes.
const folded = (column: string) => sql.raw(`lower(translate(${column}, 'ÇĞİIÖŞÜı', 'çğiiöşüi'))`);

/**
 * Materials of the supply panel: categories, their subcategories, materials (density in g/cm³)
 * and each material's price per kg over time. A material's subcategory must be of its category:
 * the composite foreign key says so in SQL, whatever the client sends.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('material_categories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index material_categories_name_folded_idx on material_categories (${folded('name')})`.execute(db);

  await db.schema
    .createTable('material_subcategories')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('material_categories.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The target of the materials' composite key (subcategory, category).
    .addUniqueConstraint('material_subcategories_id_category_key', ['id', 'category_id'])
    .execute();
  await sql`create unique index material_subcategories_name_folded_idx on material_subcategories (category_id, ${folded('name')})`.execute(db);

  await db.schema
    .createTable('materials')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('material_categories.id'))
    .addColumn('subcategory_id', 'integer', (c) => c.notNull())
    .addColumn('density', sql`numeric(8,3)`, (c) => c.notNull().check(sql`density > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addForeignKeyConstraint('materials_subcategory_of_category_fk', ['subcategory_id', 'category_id'], 'material_subcategories', ['id', 'category_id'])
    .execute();
  // The list's search is a substring match on the folded name (resourceStore): a trigram index
  // serves it where pg_trgm exists (0003 created it when it could), as 0012 does for projects.
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (rows[0]?.n) await sql`create index materials_name_trgm_idx on materials using gin (${folded('name')} gin_trgm_ops)`.execute(db);
  await db.schema.createIndex('materials_category_idx').on('materials').columns(['category_id', 'subcategory_id']).execute();
  await db.schema.createIndex('materials_created_idx').on('materials').columns(['created_at', 'id']).execute();

  await db.schema
    .createTable('material_prices')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('price_per_kg', sql`numeric(14,2)`, (c) => c.notNull().check(sql`price_per_kg >= 0`))
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The current price is the latest valid_from up to today: one index walk per material.
  await db.schema.createIndex('material_prices_current_idx').on('material_prices').columns(['material_id', 'valid_from desc', 'id desc']).execute();

  for (const category of REFERENCE_CATEGORIES) {
    const { id } = await db.insertInto('material_categories').values({ name: category.name }).returning('id').executeTakeFirstOrThrow();
    await db
      .insertInto('material_subcategories')
      .values(category.subcategories.map((name) => ({ category_id: id, name })))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['material_prices', 'materials', 'material_subcategories', 'material_categories']) await db.schema.dropTable(table).ifExists().execute();
}
