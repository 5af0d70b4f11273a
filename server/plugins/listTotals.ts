import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createListTotals, type ListTotals } from '../services/listTotals';

declare module 'fastify' {
  interface FastifyInstance {
    /** List totals kept while their tables are unchanged (server/services/listTotals.ts). */
    listTotals: ListTotals;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The list totals cache; a write request of this process forgets it before its answer goes out. */
export const listTotalsPlugin = fp(
  async (app: FastifyInstance) => {
    const totals = await createListTotals(app.db, app.dbListen, app.dbUserWrites);
    app.decorate('listTotals', totals);
    app.addHook('onSend', async (req) => {
      if (!READS.has(req.method)) totals.ownWrite();
    });
    app.addHook('onClose', async () => totals.close());
  },
  { name: 'listTotals', dependencies: ['db'] },
);
