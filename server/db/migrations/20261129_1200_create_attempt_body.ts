import { sql, type Kysely } from 'kysely';

/**
 * What a create sent with its Idempotency-Key carried (the SHA-256 of its body): the same key
 * sent again with other values is refused rather than answered with the first record, which did
 * not hold them. Keys noted before this have none and are answered as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table create_attempts add column body_hash text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table create_attempts drop column body_hash`.execute(db);
}
