import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  // Failed sign-ins per e-mail, for the per-account lockout; kept in the database so the
  // lockout holds across restarts and across servers sharing one PostgreSQL.
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('failed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_failures_email_idx').on('login_failures').columns(['email', 'failed_at']).execute();

  // Resend cooldowns are per account (user_id), not per address.
  await db.schema.createIndex('message_sends_user_idx').on('message_sends').columns(['kind', 'user_id', 'sent_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('message_sends_user_idx').ifExists().execute();
  await db.schema.dropTable('login_failures').ifExists().execute();
}
