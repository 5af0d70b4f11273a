import { loadConfig } from '../config';
import { connectDb, migrate, type DbHandle } from '../db/connect';

/**
 * The database of DATA_DIR / DATABASE_URL, migrated, for the operator's scripts. They sign no
 * token, so JWT_SECRET is not needed (and not generated) here. PGlite allows one process:
 * stop the server before running a script on the embedded database.
 */
export const openDatabase = async (): Promise<DbHandle> => {
  const config = loadConfig({ ...process.env, JWT_SECRET: process.env.JWT_SECRET || 'not-used-by-scripts' });
  const handle = await connectDb(config);
  await migrate(handle.db);
  return handle;
};

/** An activity log row for what an operator did from the command line. */
export const logFromCli = (handle: DbHandle, entry: { userId: number; userName: string; action: string; description: string; script: string }) =>
  handle.db
    .insertInto('activity_logs')
    .values({
      user_id: entry.userId,
      user_name: entry.userName,
      action: entry.action,
      resource: 'user',
      resource_id: String(entry.userId),
      description: entry.description,
      ip: 'cli',
      user_agent: `npm run ${entry.script}`,
    })
    .execute();

/** Prints the message and ends the script with a failure code. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
