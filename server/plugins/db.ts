import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { connectDb, migrate, type Db } from '../db/connect';
import type { Listen } from '../db/notifications';
import type { UserWriteWatch } from '../db/userWrites';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbEngine: 'pglite' | 'postgres';
    /** The database's NOTIFY channels; absent when the app was handed a bare Db. */
    dbListen: Listen | undefined;
    /** This process's own writes to user rows; absent with a bare Db. */
    dbUserWrites: UserWriteWatch | undefined;
  }
}

export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { databaseUrl?: string; dataDir: string; db?: Db; listen?: Listen; userWrites?: UserWriteWatch }) => {
    if (opts.db) {
      app.decorate('db', opts.db);
      app.decorate('dbListen', opts.listen);
      app.decorate('dbUserWrites', opts.userWrites);
      app.decorate('dbEngine', opts.databaseUrl ? ('postgres' as const) : ('pglite' as const));
      return;
    }
    const handle = await connectDb(opts);
    await migrate(handle.db);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbListen', handle.listen);
    app.decorate('dbUserWrites', handle.userWrites);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'db' },
);
