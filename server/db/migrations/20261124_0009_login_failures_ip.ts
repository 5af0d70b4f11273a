import type { Kysely } from 'kysely';

/** Failed sign-ins per address (the per-address failure limit) walk this. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('login_failures_ip_idx').on('login_failures').columns(['ip', 'failed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_failures_ip_idx').ifExists().execute();
}
