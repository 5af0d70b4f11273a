import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config';
import { connectDb, migrate } from './db/connect';
import { seedDemoIfEmpty } from './db/seed';
import { serve } from './serve';

/** Why WORKERS > 1 is refused on the embedded database. */
export const EMBEDDED_WORKERS_REFUSAL =
  'WORKERS > 1 needs PostgreSQL (DATABASE_URL): the embedded database belongs to one process. Unset WORKERS, or move to PostgreSQL first (README, "Scaling").';

const RESTART_DELAY_MS = 1_000;

/**
 * WORKERS=N: node:cluster runs N app processes that share the one port (the primary hands out
 * connections). The primary migrates and seeds once, then only forks, restarts a worker that
 * dies, and passes SIGINT/SIGTERM on. Only worker 0 runs the housekeeping timers, so the
 * hourly sweep is not repeated N times over the shared FILES_DIR.
 */
export const runPrimary = async (config: Config): Promise<void> => {
  const handle = await connectDb(config);
  try {
    await migrate(handle.db);
    if (config.seedDemo) await seedDemoIfEmpty(handle.db);
  } finally {
    await handle.close();
  }

  let stopping = false;
  const fork = (index: number): Worker => {
    const worker = cluster.fork({ WORKER_INDEX: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`worker ${index} (pid ${worker.process.pid}) exited (${signal ?? code}); starting another`);
      setTimeout(() => fork(index), RESTART_DELAY_MS);
    });
    return worker;
  };
  for (let i = 0; i < config.workers; i++) fork(i);

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
      let left = workers.length;
      if (left === 0) process.exit(0);
      for (const w of workers) {
        w.once('exit', () => {
          if (--left === 0) process.exit(0);
        });
        w.process.kill('SIGTERM');
      }
    });
};

/** A worker of the cluster: the primary seeded already; housekeeping in worker 0 only. */
export const runWorker = (config: Config, index: number) => serve({ ...config, seedDemo: false, housekeeping: config.housekeeping && index === 0 });
