// Run by perf/server.ts in a child process: creates, migrates and seeds a PGlite data directory
// as a server's first start would, then exits. The measured server then opens it as any later
// start does, and its memory is a running server's, not that of PGlite's one-off initdb (which
// V8 keeps resident long after: about 200 MB here).
import { connectDb, migrate } from '../server/db/connect';
import { seedDemoIfEmpty } from '../server/db/seed';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: tsx perf/initDataDir.ts <data dir>');
const handle = await connectDb({ dataDir });
try {
  await migrate(handle.db);
  await seedDemoIfEmpty(handle.db);
} finally {
  await handle.close();
}
