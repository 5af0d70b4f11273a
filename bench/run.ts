// `npm run bench`: the performance figures of issue 2 and later ones. Human-readable lines
// first; the last line is one JSON object that other tools read (keep its key names).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildFront, measureBundle } from './bundle';
import { measureLists } from './lists';
import { startBenchServer } from './server';

/** Goals of issue 2: /auth/login ≤ 200 kB, the signed-in shell ≤ 1.2 × a bare react-admin app (331 kB). */
const GOALS = { login_js_gzip_kb: 200, app_js_gzip_kb: 1.2 * 331 };

const root = path.resolve(import.meta.dirname, '..');
const round = (n: number) => Math.round(n * 10) / 10;

const outDir = mkdtempSync(path.join(tmpdir(), 'atolye-bench-dist-'));
let bundle;
try {
  buildFront(root, outDir);
  bundle = measureBundle(outDir);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
console.log(`login: ${bundle.login_js_gzip_kb} kB gzip (goal ≤ ${GOALS.login_js_gzip_kb}) ${bundle.loginFiles.join(' ')}`);
console.log(`app:   ${bundle.app_js_gzip_kb} kB gzip (goal ≤ ${round(GOALS.app_js_gzip_kb)}) ${bundle.appFiles.join(' ')}`);

const server = await startBenchServer();
let lists;
try {
  const health = await fetch(`${server.baseUrl}/v1/health`);
  if (!health.ok) throw new Error(`server answered ${health.status} on /v1/health`);
  lists = await measureLists(server);
} finally {
  await server.close();
}
for (const l of lists) console.log(`list ${l.engine} ${l.resource} rows=${l.rows} page=${l.page} filter=${l.filter || '-'}: api ${l.api_p50_ms} ms, sql ${l.sql_p50_ms} ms`);

const rss_mb = round(process.memoryUsage().rss / (1024 * 1024));
for (const [key, goal] of Object.entries(GOALS))
  if (bundle[key as keyof typeof GOALS] > goal) console.log(`over goal: ${key} ${bundle[key as keyof typeof GOALS]} > ${round(goal)}`);
console.log(JSON.stringify({ bundle: { login_js_gzip_kb: round(bundle.login_js_gzip_kb), app_js_gzip_kb: round(bundle.app_js_gzip_kb) }, lists, rss_mb }));
