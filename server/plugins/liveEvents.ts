import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createLiveHub, type LiveHub } from '../services/liveEvents/liveHub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open change streams of GET /v1/events (server/services/liveEvents). */
    liveEvents: LiveHub;
  }
}

/** The change streams; they end before the server stops waiting for its open connections. */
export const liveEventsPlugin = fp(
  async (app: FastifyInstance) => {
    const hub = await createLiveHub({ db: app.db, listen: app.dbListen, users: app.userCache });
    app.decorate('liveEvents', hub);
    app.addHook('preClose', async () => hub.close());
  },
  { name: 'liveEvents', dependencies: ['db', 'auth'] },
);
