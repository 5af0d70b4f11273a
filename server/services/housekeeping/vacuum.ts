import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/**
 * The embedded database has no autovacuum: dead row versions of months of edits and stale
 * planner statistics would pile up. VACUUM (ANALYZE) reclaims and re-plans; on the embedded
 * database it holds the one connection while it runs, so it runs on a schedule and after bulk
 * changes, and says how long it took. PostgreSQL's autovacuum does this there: nothing to do.
 */
export const vacuumEmbedded = async (db: Db, engine: 'pglite' | 'postgres', log: FastifyBaseLogger, reason: string): Promise<number | null> => {
  if (engine !== 'pglite') return null;
  const started = performance.now();
  await sql`vacuum (analyze)`.execute(db);
  const ms = Math.round(performance.now() - started);
  log.info({ ms, reason }, 'embedded database vacuumed');
  return ms;
};
