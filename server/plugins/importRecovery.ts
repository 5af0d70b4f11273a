import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { undoUnfinishedImports } from '../services/transfer/importJournal';

/**
 * On the embedded database an import is written in journaled batches (services/transfer/
 * importWrite.ts). One its process did not live to finish is undone here, before the server
 * answers its first request, so no half import is ever seen after a restart. PostgreSQL writes an
 * import in one transaction, which the database itself rolls back.
 */
export const importRecoveryPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.dbEngine !== 'pglite') return;
    app.addHook('onReady', async () => {
      const undone = await undoUnfinishedImports(app.db);
      if (undone) app.log.warn({ undone }, 'unfinished imports undone at start');
    });
  },
  { name: 'importRecovery', dependencies: ['db'] },
);
