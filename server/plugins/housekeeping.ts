import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sweepUploads } from '../services/housekeeping/uploadSweep';
import { vacuumEmbedded } from '../services/housekeeping/vacuum';
import { sweepRateLimits } from '../services/rateLimitStore';
import { sweepCreateAttempts } from '../services/createAttempts';

const HOUR_MS = 3600_000;
/** The embedded database is vacuumed this often (and after bulk changes, by their routes). */
const VACUUM_EVERY_MS = 24 * HOUR_MS;

declare module 'fastify' {
  interface FastifyInstance {
    /** VACUUM (ANALYZE) of the embedded database after a bulk change; nothing on PostgreSQL. */
    vacuumAfterBulk: (reason: string) => void;
  }
}

/**
 * Housekeeping on a timer: the upload sweep and old create keys at start and then hourly, the embedded database's
 * vacuum daily. Off with housekeeping: false (tests call the services themselves). A failure is
 * logged, never fatal.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean; orphanHours: number }) => {
    const sweep = async () => {
      await sweepUploads(app.db, app.storage, app.log, opts.orphanHours * HOUR_MS).catch((err: unknown) => app.log.error({ err }, 'upload sweep failed'));
      await sweepCreateAttempts(app.db).catch((err: unknown) => app.log.error({ err }, 'create attempt sweep failed'));
      if (app.dbEngine === 'postgres') await sweepRateLimits(app.db).catch((err: unknown) => app.log.error({ err }, 'rate limit sweep failed'));
    };
    const vacuum = (reason: string) => {
      vacuumEmbedded(app.db, app.dbEngine, app.log, reason).catch((err: unknown) => app.log.error({ err }, 'vacuum failed'));
    };
    app.decorate('vacuumAfterBulk', vacuum);
    if (!opts.enabled) return;
    const timers: NodeJS.Timeout[] = [];
    app.addHook('onReady', async () => {
      void sweep();
      timers.push(setInterval(() => void sweep(), HOUR_MS).unref());
      timers.push(setInterval(() => vacuum('schedule'), VACUUM_EVERY_MS).unref());
    });
    app.addHook('onClose', async () => {
      for (const t of timers) clearInterval(t);
    });
  },
  { name: 'housekeeping', dependencies: ['db', 'storage'] },
);
