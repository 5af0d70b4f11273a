import { mkdirSync } from 'node:fs';
import { connectDb, migrate } from '../../server/db/connect';
import { seedDemoIfEmpty } from '../../server/db/seed';
import { seedLogsBulk, seedUsersBulk } from '../../server/db/seed/adminBulk';

/**
 * A data directory for the administration screenshots: the demo accounts plus 5,000 bulk users
 * and 3,000 log rows, the admin's e-mail left unverified so the dashboard shows its banner.
 *   npx tsx tests/e2e/admin-screenshot-data.ts /tmp/atolye-shots
 *   SCREENSHOTS=1 E2E_DATA_DIR=/tmp/atolye-shots npx playwright test admin-screenshots
 */
const main = async (dataDir: string) => {
  const { db, close } = await connectDb({ dataDir });
  try {
    await migrate(db);
    await seedDemoIfEmpty(db);
    await seedUsersBulk(db, { users: 5000 });
    await seedLogsBulk(db, { logs: 3000 });
    await db.updateTable('users').set({ flags: 2 }).where('email', '=', 'admin@example.com').execute();
  } finally {
    await close();
  }
};

const dir = process.argv[2];
if (!dir) throw new Error('usage: tsx tests/e2e/admin-screenshot-data.ts <data dir>');
mkdirSync(dir, { recursive: true });
void main(dir);
