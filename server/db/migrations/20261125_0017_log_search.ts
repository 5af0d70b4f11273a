import { sql, type Kysely } from 'kysely';

/**
 * The log search matches every text the log shows or filters on: user, description, action,
 * resource, IP and browser (it matched description, user and IP only). Same case folding as
 * resourceStore's foldCase; the trigram index serves it where pg_trgm exists.
 */
const SEARCHED = sql`lower(translate(description || ' ' || user_name || ' ' || action || ' ' || resource || ' ' || ip || ' ' || user_agent, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops`;
const BEFORE = sql`lower(translate(description || ' ' || user_name || ' ' || ip, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops`;

const hasTrigrams = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  return Boolean(rows[0]?.n);
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists activity_logs_search_trgm_idx`.execute(db);
  if (await hasTrigrams(db)) await sql`create index activity_logs_search_trgm_idx on activity_logs using gin (${SEARCHED})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists activity_logs_search_trgm_idx`.execute(db);
  if (await hasTrigrams(db)) await sql`create index activity_logs_search_trgm_idx on activity_logs using gin (${BEFORE})`.execute(db);
}
