// `npx tsx perf/o3dvCompare.ts <o3dv dir> <our build> [rounds]`: the bench's generated models opened
// cold by Online 3D Viewer (the reference in-browser CAD viewer, issue 24) and by ours, in the same
// Chromium, round by round in turn. Online 3D Viewer is not a dependency: install it beside, e.g.
// `npm i --prefix /tmp/o3dv online-3d-viewer@0.18.0 occt-import-js@0.0.22` (the kernel it fetches
// from a CDN, served here from that install: no network). Its clock runs from the load call to
// the frame after onModelLoaded, its viewer made when its page loaded; ours from the click.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { binaryStl } from '../tests/fixtures/models/binaryStl';
import { stepAssembly, stepBox } from '../tests/fixtures/models/stepAssembly';
import { launch, measureModelOpening } from './models';
import { startBenchServer } from './server';

const [o3dvDir, ourBuild] = process.argv.slice(2, 4).map((dir) => path.resolve(dir));
const rounds = Number(process.argv[4] ?? 3);
if (!o3dvDir || !ourBuild) throw new Error('usage: npx tsx perf/o3dvCompare.ts <o3dv dir> <our build> [rounds]');

// The files of `npm run bench` (perf/models.ts), under the names ours opens them by.
const models: Record<string, Buffer> = {
  stl_small: binaryStl(12),
  step_small: Buffer.from(stepBox([60, 40, 25], 'Govde')),
  stl: binaryStl(1_000_000),
  step: Buffer.from(stepAssembly({ parts: 24, name: 'Montaj A' })),
};
const extension = (key: string) => (key.startsWith('stl') ? 'stl' : 'step');

const page = `<!doctype html><meta charset="utf-8"><script src="/o3dv.min.js"></script>
<div id="v" style="width:1200px;height:700px"></div>
<script>
  window.longest = 0; window.start = Infinity;
  new PerformanceObserver((l) => l.getEntries().forEach((e) => e.startTime + e.duration > window.start && (window.longest = Math.max(window.longest, e.duration)))).observe({ type: 'longtask' });
  const viewer = new OV.EmbeddedViewer(document.getElementById('v'), {
    onModelLoaded: () => requestAnimationFrame(() => (window.drawn = performance.now())),
    onModelLoadFailed: () => (window.failed = true),
  });
  window.open3d = (url) => { window.start = performance.now(); viewer.LoadModelFromUrlList([url]); };
</script>`;
const site = http.createServer((req, res) => {
  const url = req.url ?? '/';
  const model = url.match(/^\/m\/(\w+)\./)?.[1];
  if (model && models[model]) return res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(models[model]);
  if (url === '/o3dv.min.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(`${o3dvDir}/node_modules/online-3d-viewer/build/engine/o3dv.min.js`));
  res.writeHead(200, { 'content-type': 'text/html' }).end(page);
});
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(site.address() as { port: number }).port}`;

const openInO3dv = async (browser: Browser, key: string) => {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.route(/cdn\.jsdelivr\.net\/npm\/occt-import-js@[\d.]+\/dist\/([\w.-]+)$/, (route) => {
      const file = route.request().url().split('/').at(-1)!;
      return route.fulfill({ body: readFileSync(`${o3dvDir}/node_modules/occt-import-js/dist/${file}`), contentType: file.endsWith('.wasm') ? 'application/wasm' : 'text/javascript' });
    });
    await tab.goto(base);
    // As ours is measured: the page left to go quiet first.
    await tab.waitForLoadState('networkidle');
    await tab.evaluate(`window.open3d('${base}/m/${key}.${extension(key)}')`);
    await tab.waitForFunction('window.drawn || window.failed', null, { timeout: 180_000 });
    const [ms, longest, failed] = (await tab.evaluate('[window.drawn - window.start, window.longest, !!window.failed]')) as [number, number, boolean];
    if (failed) throw new Error(`Online 3D Viewer could not open ${key}`);
    return { ms: Math.round(ms), longest: Math.round(longest) };
  } finally {
    await context.close();
  }
};

const server = await startBenchServer({ frontDir: ourBuild });
const browser = await launch();
const theirs: Record<string, { ms: number; longest: number }[]> = {};
const ours: Record<string, { ms: number; longest: number }[]> = {};
try {
  for (let round = 0; round < rounds; round++) {
    for (const key of Object.keys(models)) (theirs[key] ??= []).push(await openInO3dv(browser, key));
    const mine = await measureModelOpening(server, 1);
    for (const key of [...Object.keys(models), 'step_second'])
      (ours[key] ??= []).push({ ms: mine[`${key === 'step_second' ? 'step_open_second' : `${key}_open`}_ms` as keyof typeof mine] as number, longest: mine[`${key}_longest_task_ms` as keyof typeof mine] as number });
    console.log(`round ${round + 1} done`);
  }
} finally {
  await browser.close();
  await server.close();
  site.close();
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const line = (runs: { ms: number; longest: number }[] | undefined) =>
  runs ? `${String(median(runs.map((r) => r.ms))).padStart(6)} ms (${runs.map((r) => r.ms).join(', ')}), worst task ${Math.max(...runs.map((r) => r.longest))}` : '-';
for (const key of [...Object.keys(models), 'step_second']) console.log(`${key.padEnd(12)} Online 3D Viewer ${line(theirs[key])}\n${''.padEnd(12)} ours             ${line(ours[key])}`);
process.exit(0);
