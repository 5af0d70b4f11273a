// Opens screens in a fresh Chromium context each and reports, per screen: ms from the navigation
// to the content shown (no progress bar or skeleton, network quiet but for the live stream), the
// JSON bytes and requests the page made, the DOM node count, and the biggest calls.
//   npx tsx perf/screenProbe.ts <base url> <role email> <path> [<path> ...]
import { chromium, type Request } from 'playwright-core';

const [base, email, ...paths] = process.argv.slice(2);
if (!base || !email || !paths.length) throw new Error('usage: tsx perf/screenProbe.ts <base url> <email> <path>...');
const QUIET_MS = 700;
/** Loading marks: an indeterminate bar or spinner, a skeleton (a determinate bar is a step's progress, content). */
const BUSY = '.MuiLinearProgress-indeterminate:visible, .MuiCircularProgress-indeterminate:visible, .MuiSkeleton-root:visible, [role=progressbar]:not([aria-valuenow]):visible';

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await browser.newContext();
const lp = await login.newPage();
await lp.goto(`${base}/auth/login`);
await lp.getByLabel('E-posta').fill(email);
await lp.getByLabel('Şifre', { exact: true }).fill('Demo123!');
await lp.getByRole('button', { name: 'Giriş Yap' }).click();
await lp.waitForURL((u) => !u.pathname.startsWith('/auth'));
const state = await login.storageState();
await login.close();

for (const path of paths) {
  const context = await browser.newContext({ storageState: state, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const calls: { url: string; bytes: number; ms: number }[] = [];
  const inFlight = new Set<Request>();
  let lastChange = performance.now();
  const isStream = (r: Request) => new URL(r.url()).pathname === '/v1/events';
  page.on('request', (r) => {
    if (isStream(r)) return;
    inFlight.add(r);
    lastChange = performance.now();
  });
  const settle = async (r: Request) => {
    inFlight.delete(r);
    lastChange = performance.now();
    const u = new URL(r.url());
    if (!u.pathname.startsWith('/v1/') || isStream(r)) return;
    const res = await r.response();
    const sizes = await r.sizes().catch(() => ({ responseBodySize: 0 }));
    calls.push({ url: u.pathname + u.search, bytes: sizes.responseBodySize, ms: Math.round(r.timing().responseEnd) });
    void res;
  };
  page.on('requestfinished', (r) => void settle(r));
  page.on('requestfailed', (r) => void settle(r));
  const start = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: 'commit' });
  let shown = 0;
  for (;;) {
    await page.waitForTimeout(50);
    const busy = await page
      .locator(BUSY)
      .count()
      .catch(() => 1);
    const now = performance.now();
    if (busy || inFlight.size) shown = 0;
    else if (!shown) shown = now;
    if (shown && now - lastChange > QUIET_MS && now - shown > QUIET_MS) break;
    if (now - start > 60_000) {
      shown = now;
      const spinners = await page.locator(BUSY).evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 200)));
      console.log('  timed out', inFlight.size, [...inFlight].map((r) => r.url()), spinners);
      break;
    }
  }
  const ms = Math.round(shown - start);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const json = calls.reduce((s, c) => s + c.bytes, 0);
  console.log(`${path} [${email}]: ${ms} ms, ${(json / 1024).toFixed(1)} KB JSON in ${calls.length} API requests, ${nodes} DOM nodes`);
  for (const c of calls.sort((a, b) => b.bytes - a.bytes).slice(0, 5)) console.log(`    ${(c.bytes / 1024).toFixed(1)} KB  ${c.url.slice(0, 140)}`);
  const byPath = new Map<string, number>();
  for (const c of calls) byPath.set(c.url.split('?')[0]!, (byPath.get(c.url.split('?')[0]!) ?? 0) + 1);
  const repeated = [...byPath].filter(([, n]) => n > 3);
  if (repeated.length) console.log(`    repeated: ${repeated.map(([p, n]) => `${p} ×${n}`).join(', ')}`);
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/h5-shot-${path.replace(/\W+/g, '_')}.png` });
  await context.close();
}
await browser.close();
