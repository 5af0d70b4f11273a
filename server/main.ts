import cluster from 'node:cluster';
import { loadConfig } from './config';
import { EMBEDDED_WORKERS_REFUSAL, runPrimary, runWorker } from './cluster';
import { serve } from './serve';

const config = loadConfig();
if (config.workers > 1 && !config.databaseUrl) {
  console.error(EMBEDDED_WORKERS_REFUSAL);
  process.exit(1);
}
if (config.workers === 1) await serve(config);
else if (cluster.isPrimary) await runPrimary(config);
else await runWorker(config, Number(process.env.WORKER_INDEX ?? 0));
