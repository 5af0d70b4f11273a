import { sql, type Kysely } from 'kysely';

/**
 * Indexes of the administration lists. Every activity-log list is ordered (created_at desc,
 * id desc); each filter gets an index ending in that order, so a page is an index range and a
 * deep page can skip rows on the index alone (index-only scan, see activityLogQueries).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // 0001's (user_id, created_at) and (action, created_at) lack the id tie-break: replaced.
  await db.schema.dropIndex('activity_logs_user_idx').ifExists().execute();
  await db.schema.dropIndex('activity_logs_action_idx').ifExists().execute();
  await sql`create index activity_logs_user_created_idx on activity_logs (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index activity_logs_action_created_idx on activity_logs (action, created_at desc, id desc)`.execute(db);
  await sql`create index activity_logs_resource_created_idx on activity_logs (resource, created_at desc, id desc)`.execute(db);
  // One record's history (GET /logs/resource/:resource/:id) is a few rows: sorted after the lookup.
  await sql`create index activity_logs_record_idx on activity_logs (resource, resource_id)`.execute(db);

  // The users pages: a role's list in its default order (newest first).
  await sql`create index users_role_created_idx on users (role, created_at desc, id desc)`.execute(db);

  await createSearchIndexes(db);
}

/**
 * The log search (description, user name, IP) and the users search (name, surname, e-mail) are
 * substring matches, case-folded as resourceStore's foldCase; trigram indexes serve them where
 * pg_trgm exists (0003 created the extension when it could). Without it they scan, still correct.
 */
const createSearchIndexes = async (db: Kysely<any>) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!rows[0]?.n) return;
  await sql`create index activity_logs_search_trgm_idx on activity_logs using gin (
    lower(translate(description || ' ' || user_name || ' ' || ip, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops)`.execute(db);
  await sql`create index users_search_trgm_idx on users using gin (
    lower(translate(name || ' ' || surname || ' ' || email, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops)`.execute(db);
};

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['users_search_trgm_idx', 'activity_logs_search_trgm_idx', 'users_role_created_idx', 'activity_logs_record_idx', 'activity_logs_resource_created_idx', 'activity_logs_action_created_idx', 'activity_logs_user_created_idx'])
    await db.schema.dropIndex(name).ifExists().execute();
  await sql`create index activity_logs_user_idx on activity_logs (user_id, created_at desc)`.execute(db);
  await sql`create index activity_logs_action_idx on activity_logs (action, created_at desc)`.execute(db);
}
