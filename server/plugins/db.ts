import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { connectDb, migrate, type Db } from '../db/connect';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: 'pglite' | 'postgres';
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { databaseUrl?: string; dataDir: string; db?: Db }) => {
    if (opts.db) {
      app.decorate('db', opts.db);
      app.decorate('dbEngine', opts.databaseUrl ? ('postgres' as const) : ('pglite' as const));
      return;
    }
    const handle = await connectDb(opts);
    await migrate(handle.db);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
