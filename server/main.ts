import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemoIfEmpty } from './db/seed';

const config = loadConfig();
const app = await buildApp({ config });
if (config.seedDemo && (await seedDemoIfEmpty(app.db, app.log))) app.vacuumAfterBulk('demo data seeded');
await app.listen({ port: config.port, host: config.host });

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
