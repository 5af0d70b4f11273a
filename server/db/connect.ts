import path from 'node:path';
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from 'kysely';
import type { Database } from './schema';
import { MIGRATIONS } from './migrations';
import { SerialPGliteDialect } from './pgliteDialect';
import { pgliteListen, postgresListen, type Listen } from './notifications';
import { UserWriteWatch } from './userWrites';

export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel of the database. */
  listen: Listen;
  /** This process's own statements that change user rows, as they run. */
  userWrites: UserWriteWatch;
  close: () => Promise<void>;
}

/** Where the embedded database lives in DATA_DIR; none for 'memory://' (tests). */
export const embeddedDbDir = (dataDir: string): string | undefined => (dataDir === 'memory://' ? undefined : path.join(dataDir, 'db'));

/**
 * PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/db
 * (or in memory for tests: dataDir 'memory://').
 */
export const connectDb = async (opts: { databaseUrl?: string; dataDir: string }): Promise<DbHandle> => {
  if (opts.databaseUrl) {
    const pg = await import('pg');
    // bigint ids (activity_logs) and counts come back as numbers, not strings.
    pg.default.types.setTypeParser(20, (v: string) => Number(v));
    pg.default.types.setTypeParser(1700, (v: string) => v);
    // A date column (a project's start and end) is a calendar day, not an instant: kept as text.
    pg.default.types.setTypeParser(1082, (v: string) => v);
    const pool = new pg.default.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, admin command) must not crash
    // the process: the pool replaces it on the next checkout.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`));
    const userWrites = new UserWriteWatch();
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [userWrites] });
    return { db, engine: 'postgres', listen: postgresListen(opts.databaseUrl), userWrites, close: () => db.destroy() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm backs the job list's substring search (migration 0003), as on PostgreSQL.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dir = embeddedDbDir(opts.dataDir);
  // One options object: PGlite ignores the options after an undefined data directory.
  const pglite = new PGlite({
    dataDir: dir,
    parsers: { 20: (v: string) => Number(v), 1082: (v: string) => v },
    extensions: { pg_trgm },
    // PGlite's default 128 MB of shared buffers is sized for a server; 32 MB keeps the embedded
    // process under 400 MB resident with no measurable cost on the list timings.
    postgresqlconf: ['shared_buffers=32MB'],
  });
  const userWrites = new UserWriteWatch();
  const db = new Kysely<Database>({ dialect: new SerialPGliteDialect(pglite), plugins: [userWrites] });
  return { db, engine: 'pglite', listen: pgliteListen(pglite), userWrites, close: () => db.destroy() };
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export const migrate = async (db: Db): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
};
