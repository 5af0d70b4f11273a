import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLocalStorage, type Storage } from '../services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Uploaded files live under DATA_DIR/files unless a storage is handed in (tests, other backends). */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { dataDir: string; storage?: Storage }) => {
    app.decorate('storage', opts.storage ?? createLocalStorage(path.join(opts.dataDir, 'files')));
  },
  { name: 'storage' },
);
