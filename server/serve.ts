import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Config } from './config';
import { embeddedDbDir } from './db/connect';
import { createEmbeddedDataDir } from './db/embeddedDataDir';
import { seedDemoIfEmpty } from './db/seed';

/** One app process: builds the app, seeds an empty database if asked, listens, stops on a signal. */
export const serve = async (config: Config): Promise<FastifyInstance> => {
  // A first start on the embedded database: initdb's memory peak stays in a child process.
  const embedded = config.databaseUrl ? undefined : embeddedDbDir(config.dataDir);
  if (embedded) await createEmbeddedDataDir(embedded);
  const app = await buildApp({ config });
  if (config.seedDemo && (await seedDemoIfEmpty(app.db, app.log))) app.vacuumAfterBulk('demo data seeded');
  await app.listen({ port: config.port, host: config.host });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  return app;
};
