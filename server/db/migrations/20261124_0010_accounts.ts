import type { Kysely } from 'kysely';

/**
 * One account per phone number, decided by the database (two registrations racing for one
 * number cannot both pass a check-then-insert); and the time before which a user's access
 * tokens no longer count (sign-out and password change end them at once).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_phone_idx').ifExists().execute();
  // Numbers are stored normalised ('90' + national digits), so equal numbers are equal text.
  await db.schema.createIndex('users_phone_uq').on('users').column('phone_number').unique().execute();
  await db.schema.alterTable('users').addColumn('tokens_valid_after', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('tokens_valid_after').execute();
  await db.schema.dropIndex('users_phone_uq').ifExists().execute();
  await db.schema.createIndex('users_phone_idx').on('users').column('phone_number').execute();
}
