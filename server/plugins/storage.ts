import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLocalStorage, type Storage } from '../services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Uploaded files live in FILES_DIR (DATA_DIR/files by default) unless a storage is handed in
 * (tests, other backends). Every write lands under a temporary name and is renamed into place,
 * so processes sharing the directory never see half a file.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { filesDir: string; storage?: Storage }) => {
    app.decorate('storage', opts.storage ?? createLocalStorage(opts.filesDir));
  },
  { name: 'storage' },
);
