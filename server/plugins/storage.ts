import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createUploadGate, type UploadGate } from '../services/files/uploadGate';
import { createLocalStorage, type Storage } from '../services/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    uploadGate: UploadGate;
  }
}

/**
 * Uploaded files live in FILES_DIR (DATA_DIR/files by default) unless a storage is handed in
 * (tests, other backends). Every upload is staged there while it arrives and renamed into place
 * when complete, so processes sharing the directory never see half a file.
 */
export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { filesDir: string; uploadsInFlight: number; storage?: Storage }) => {
    app.decorate('storage', opts.storage ?? createLocalStorage(opts.filesDir));
    app.decorate('uploadGate', createUploadGate(opts.uploadsInFlight));
  },
  { name: 'storage' },
);
