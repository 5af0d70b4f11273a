import { sql, type Kysely } from 'kysely';

/**
 * Operations, jobs with their ordered operations and photos, and the registry of uploaded images.
 * Money is numeric(14,2) (exact); a job's total is kept by the database as quantity × unit price.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('operations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active').check(sql`status in ('active', 'inactive', 'pending')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Names are unique ignoring case whatever the database's locale (lower() alone folds only ASCII
  // under the C locale): Turkish capitals are folded first, and I, İ, ı all count as i.
  // resourceStore's foldCase is the same expression.
  await sql`create unique index operations_name_folded_idx on operations (lower(translate(name, 'ÇĞİIÖŞÜı', 'çğiiöşüi')))`.execute(db);

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('thumb_key', 'text')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending', 'in-progress', 'completed', 'cancelled')`))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('medium').check(sql`priority in ('low', 'medium', 'high', 'urgent')`))
    .addColumn('assigned_to', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1).check(sql`quantity >= 1`))
    .addColumn('unit_price', sql`numeric(14,2)`, (c) => c.check(sql`unit_price >= 0`))
    .addColumn('total_price', sql`numeric(14,2)`, (c) => c.generatedAlwaysAs(sql`quantity * unit_price`).stored())
    .addColumn('workstation_id', 'integer', (c) => c.references('counters.id').onDelete('set null'))
    .addColumn('workstation_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('estimated_hours', 'numeric', (c) => c.check(sql`estimated_hours > 0`))
    .addColumn('deadline', 'timestamptz')
    .addColumn('notes', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('completed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .execute();
  // The list's default order, and its bench + status + date filter, walk these in order.
  await sql`create index jobs_created_idx on jobs (created_at desc, id desc)`.execute(db);
  await sql`create index jobs_workstation_status_created_idx on jobs (workstation_id, status, created_at desc, id desc)`.execute(db);
  await sql`create index jobs_status_created_idx on jobs (status, created_at desc, id desc)`.execute(db);
  for (const column of ['assigned_to', 'customer_id', 'created_by'])
    await db.schema.createIndex(`jobs_${column}_idx`).on('jobs').column(column).execute();
  await createSearchIndexes(db);

  await db.schema
    .createTable('job_operations')
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('operation_id', 'integer', (c) => c.notNull().references('operations.id').onDelete('restrict'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_operations_pk', ['job_id', 'operation_id'])
    .execute();
  await db.schema.createIndex('job_operations_operation_idx').on('job_operations').column('operation_id').execute();

  await db.schema
    .createTable('job_photos')
    .addColumn('photo_key', 'text', (c) => c.primaryKey().references('images.id').onDelete('cascade'))
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_photos_job_idx').on('job_photos').columns(['job_id', 'position']).execute();
}

/**
 * The customer search is a substring match on the case-folded text (resourceStore's foldCase):
 * trigram indexes on that expression serve it where pg_trgm exists (PostgreSQL's contrib, and
 * PGlite, which loads it in connect.ts). Without it the search scans, which stays correct.
 */
const createSearchIndexes = async (db: Kysely<any>) => {
  // Migrations run in one transaction: a savepoint keeps a refused CREATE EXTENSION from
  // aborting it (PGlite does not list loaded extensions in pg_available_extensions, so try).
  await sql`savepoint pg_trgm_probe`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm_probe`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm_probe`.execute(db);
    return;
  }
  for (const column of ['customer_name', 'title', 'description'])
    await sql.raw(`create index jobs_${column}_trgm_idx on jobs using gin (lower(translate(${column}, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops)`).execute(db);
};

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['job_photos', 'job_operations', 'jobs', 'images', 'operations']) await db.schema.dropTable(table).ifExists().execute();
}
