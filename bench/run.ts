// `npm run bench`: the performance figures of issue 2 and later ones. Human-readable lines
// first; the last line is one JSON object that other tools read (keep its key names).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFront, measureBundle } from './bundle';
import { measureLists, type ListTiming } from './lists';
import { startBenchServer } from './server';

/** Goals of issue 2: /auth/login ≤ 200 kB, the signed-in shell ≤ 1.2 × a bare react-admin app (331 kB). */
const GOALS = { login_js_gzip_kb: 200, app_js_gzip_kb: 1.2 * 331 };

const root = path.resolve(import.meta.dirname, '..');
const round = (n: number) => Math.round(n * 10) / 10;
const started = Date.now();

/** Builds into a temp dir (dist/ stays as it is) and measures the first loads. */
const measureFront = () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'atolye-bench-dist-'));
  try {
    buildFront(root, outDir);
    return measureBundle(outDir);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
};

/** Starts the real server over HTTP and runs the list timings against it. */
const measureServer = async (): Promise<ListTiming[]> => {
  const server = await startBenchServer();
  try {
    const health = await fetch(`${server.baseUrl}/v1/health`);
    if (!health.ok) throw new Error(`server answered ${health.status} on /v1/health`);
    return await measureLists(server);
  } finally {
    await server.close();
  }
};

const bundle = measureFront();
console.log(`login: ${bundle.login_js_gzip_kb} kB gzip (goal ≤ ${GOALS.login_js_gzip_kb}): ${bundle.loginFiles.join(' ')}`);
console.log(`app:   ${bundle.app_js_gzip_kb} kB gzip (goal ≤ ${round(GOALS.app_js_gzip_kb)}): ${bundle.appFiles.join(' ')}`);
for (const key of Object.keys(GOALS) as (keyof typeof GOALS)[])
  if (bundle[key] > GOALS[key]) console.log(`over goal: ${key} ${bundle[key]} > ${round(GOALS[key])}`);

const lists = await measureServer();
for (const l of lists)
  console.log(`list ${l.engine} ${l.resource} rows=${l.rows} page=${l.page} filter=${l.filter || '-'}: api ${l.api_p50_ms} ms, sql ${l.sql_p50_ms} ms`);

// The server's resident memory after it ran (the build ran in a child process).
const rss_mb = round(process.memoryUsage().rss / (1024 * 1024));
console.log(`bench took ${round((Date.now() - started) / 1000)} s`);
console.log(JSON.stringify({ bundle: { login_js_gzip_kb: round(bundle.login_js_gzip_kb), app_js_gzip_kb: round(bundle.app_js_gzip_kb) }, lists, rss_mb }));
