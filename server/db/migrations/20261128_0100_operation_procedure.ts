import { sql, type Kysely } from 'kysely';

/**
 * The procedure an operation follows (issue 26: the operator screen shows it beside the
 * operation). Optional; deleting the procedure leaves the operation without one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operations')
    .addColumn('procedure_id', 'integer', (c) => c.references('procedures.id').onDelete('set null'))
    .execute();
  await sql`create index operations_procedure_id_idx on operations (procedure_id) where procedure_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operations').dropColumn('procedure_id').execute();
}
