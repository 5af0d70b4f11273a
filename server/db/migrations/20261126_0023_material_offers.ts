import { sql, type Kysely } from 'kysely';

/**
 * Supplier offers: a supplier's price per kg for a catalogue material, pending until the shop
 * accepts it (the price enters the material's history, marked with the offer) or rejects it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('material_offers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('material_id', 'integer', (c) => c.notNull().references('materials.id').onDelete('cascade'))
    .addColumn('supplier_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('price_per_kg', sql`numeric(14,2)`, (c) => c.notNull().check(sql`price_per_kg > 0`))
    .addColumn('valid_until', 'date')
    .addColumn('note', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'accepted', 'rejected')`))
    .addColumn('decision_note', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('material_offers_decided', sql`(status = 'pending') = (decided_at is null)`)
    .execute();
  // A supplier's own offers, newest first; the panel's pending ones.
  await db.schema.createIndex('material_offers_supplier_idx').on('material_offers').columns(['supplier_id', 'created_at desc']).execute();
  await db.schema.createIndex('material_offers_status_idx').on('material_offers').columns(['status', 'created_at desc']).execute();
  await db.schema.createIndex('material_offers_material_idx').on('material_offers').column('material_id').execute();
  await db.schema.alterTable('material_prices').addColumn('offer_id', 'integer', (c) => c.references('material_offers.id').onDelete('set null')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('material_prices').dropColumn('offer_id').execute();
  await db.schema.dropTable('material_offers').execute();
}
