import { sql, type Kysely } from 'kysely';

/**
 * The projects list's search (name, request number, description) is a substring match on the
 * case-folded text, as the job list's: trigram indexes on the same expressions serve it where
 * pg_trgm exists (0003 created it when it could); without it the search scans, still correct.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!rows[0]?.n) return;
  for (const column of ['name', 'request_no', 'description'])
    await sql.raw(`create index projects_${column}_trgm_idx on projects using gin (lower(translate(${column}, 'ÇĞİIÖŞÜı', 'çğiiöşüi')) gin_trgm_ops)`).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['name', 'request_no', 'description']) await sql.raw(`drop index if exists projects_${column}_trgm_idx`).execute(db);
}
