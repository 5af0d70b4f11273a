import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions } from '@playwright/test';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/db/seed';
import { adminScreens } from '../src/i18n/tr/adminScreens';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The screens the viewer figure counts as already loaded: their lazily loaded chunk, by source file. */
export const APP_SOURCE = 'src/App.tsx';

/** Builds the front with the project's Vite config into outDir, in a child process (keeps this process's memory the server's). */
export const buildFront = (root: string, outDir: string): void => {
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const res = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (res.status !== 0) throw new Error(`vite build failed (exit ${res.status})`);
};

/** The manifest keys of a chunk and every chunk it statically imports, transitively. */
const staticClosure = (manifest: Manifest, keys: string[]): Set<string> => {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`chunk ${key} is not in the build manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
};

/** The JS index.html loads before anything runs: its module script and modulepreload links. */
const htmlScripts = (html: string): string[] => {
  const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...srcs, ...preloads].map((url) => url.replace(/^\//, ''));
};

const keyOfSource = (manifest: Manifest, src: string): string => {
  const key = Object.keys(manifest).find((k) => manifest[k].src === src);
  if (!key) throw new Error(`${src} has no chunk of its own in the build (is it still lazily imported?)`);
  return key;
};

/** Gzip (zlib's default level, as a server sends it) of the given files, in kB of 1000 bytes like Vite's report. */
const gzipKb = (outDir: string, files: Iterable<string>): number => {
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(outDir, file))).length;
  return Math.round(bytes / 100) / 10;
};

/** One script a page requested: its path under the build and the bytes the server sends for it. */
export interface RequestedScript {
  file: string;
  /** What a gzip-only client receives: the build's .gz beside the file, or the file itself under 1 KiB (scripts/vite/precompress.ts skips those). */
  gzipBytes: number;
  /** What Chromium receives (it accepts br): the .br, or the file itself. */
  brBytes: number;
}

export interface FirstLoads {
  /** Every script of a fresh browser opening /auth/login until the page is idle, gzipped, in KiB. */
  login_js_gzip_kb: number;
  /** Every script of a fresh browser holding a session opening /admin/ and landing on the default page (the admin's dashboard), gzipped, in KiB. */
  app_js_gzip_kb: number;
  loginScripts: RequestedScript[];
  appScripts: RequestedScript[];
}

const KIB = 1024;
const kib = (bytes: number) => Math.round((bytes / KIB) * 10) / 10;
export const sumKib = (scripts: RequestedScript[], key: 'gzipBytes' | 'brBytes' = 'gzipBytes') => kib(scripts.reduce((sum, s) => sum + s[key], 0));

/** The bytes the server sends for a file of the build: its precompressed twin where the build wrote one. */
const sentBytes = (outDir: string, file: string, encoding: 'gz' | 'br'): number => {
  const twin = path.join(outDir, `${file}.${encoding}`);
  return readFileSync(existsSync(twin) ? twin : path.join(outDir, file)).length;
};

/** A warning only React's development build carries (react-dom-client.development.js). */
const DEVELOPMENT_REACT = 'Each child in a list should have a unique';

/**
 * Refuses a build that loads React's development runtime (a jsx-dev-runtime chunk, as a build
 * under NODE_ENV=development made before vite.config.ts forced production): its figures would
 * measure React's warnings, not the app.
 */
const assertProductionReact = (outDir: string, scripts: RequestedScript[]): void => {
  const development = scripts.filter((s) => /jsx-dev-runtime/.test(s.file) || readFileSync(path.join(outDir, s.file), 'utf8').includes(DEVELOPMENT_REACT));
  if (development.length) throw new Error(`the build loads React's development runtime: ${development.map((s) => s.file).join(' ')}`);
};

/**
 * Opens the build served at baseUrl in Chromium and records every script the pages request
 * (the module script, its modulepreloads, lazy chunks): the sign-in page in a fresh browser,
 * then, in another fresh browser holding the admin's session (signed in through that page), the
 * signed-in app from /admin/ to the page it lands on. Each waits until the network is idle, so
 * chunks a page fetches after its first paint count too.
 */
export const measureFirstLoads = async (baseUrl: string, outDir: string): Promise<FirstLoads> => {
  // Imported here: Playwright's driver would otherwise sit in the memory the bench's rss_mb reads.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
  const recorded = (urls: Set<string>): RequestedScript[] =>
    [...urls]
      .map((url) => new URL(url).pathname.replace(/^\//, ''))
      .sort()
      .map((file) => ({ file, gzipBytes: sentBytes(outDir, file, 'gz'), brBytes: sentBytes(outDir, file, 'br') }));
  const freshContext = async (storageState?: BrowserContextOptions['storageState']) => {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'tr-TR', viewport: { width: 1400, height: 900 }, storageState });
    const scripts = new Set<string>();
    context.on('request', (req) => {
      const url = new URL(req.url());
      if (url.origin === new URL(baseUrl).origin && (req.resourceType() === 'script' || /\.m?js$/.test(url.pathname))) scripts.add(req.url());
    });
    return { context, page: await context.newPage(), scripts };
  };
  try {
    const login = await freshContext();
    await login.page.goto('/auth/login');
    await login.page.getByRole('button', { name: 'Giriş Yap' }).waitFor();
    await login.page.waitForLoadState('networkidle');
    const loginScripts = recorded(login.scripts);
    // Signing in through the page leaves the session (stored token, refresh cookie) for the next browser.
    await login.page.getByLabel('E-posta').fill(DEMO_USERS.find((u) => u.role === 3)!.email);
    await login.page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
    await login.page.getByRole('button', { name: 'Giriş Yap' }).click();
    await login.page.waitForURL(/\/admin\//);
    const session = await login.context.storageState();
    await login.context.close();

    const app = await freshContext(session);
    await app.page.goto('/admin/');
    // The admin's landing page drawn (its lazy chunk loaded), then whatever it fetches after.
    await app.page.getByRole('heading', { name: adminScreens.dashboard.title }).waitFor();
    await app.page.waitForLoadState('networkidle');
    const appScripts = recorded(app.scripts);
    await app.context.close();
    assertProductionReact(outDir, [...loginScripts, ...appScripts]);
    return { login_js_gzip_kb: sumKib(loginScripts), app_js_gzip_kb: sumKib(appScripts), loginScripts, appScripts };
  } finally {
    await browser.close();
  }
};

export const VIEWER_SOURCES = ['src/resources/projects/models/ModelViewerDialog.tsx', 'src/resources/projects/models/ModelViewer.tsx'];
export const PROJECT_PAGE_SOURCE = 'src/resources/projects/detail/ProjectDetailPage.tsx';

export interface ViewerFigures {
  /** What opening a model adds to the project page: the dialog, the viewer and the two workers' scripts (reading; drawing, with three). */
  viewer_js_gzip_kb: number;
  /** The occt-import-js WASM the worker fetches for STEP and IGES (gzip; the server sends the smaller .br where accepted). */
  occt_wasm_kb: number;
  viewerFiles: string[];
}

/**
 * The JS loaded on opening a model, over what the signed-in shell and the project page already
 * loaded, plus the worker's script (the worker is not in the manifest's import graph); the WASM apart.
 */
export const measureViewerBundle = (outDir: string): ViewerFigures => {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKeys = htmlScripts(readFileSync(path.join(outDir, 'index.html'), 'utf8')).map((file) => byFile.get(file)!);
  const loaded = staticClosure(manifest, [...entryKeys, keyOfSource(manifest, APP_SOURCE), keyOfSource(manifest, PROJECT_PAGE_SOURCE)]);
  const opened = staticClosure(manifest, VIEWER_SOURCES.map((src) => keyOfSource(manifest, src)));
  const assets = readdirSync(path.join(outDir, 'assets'));
  // The reading worker and the drawing worker.
  const worker = assets.filter((f) => /^(modelWorker|renderWorker)-.*\.js$/.test(f)).map((f) => `assets/${f}`);
  const wasm = assets.filter((f) => /^occt-import-js-.*\.wasm$/.test(f)).map((f) => `assets/${f}`);
  if (worker.length !== 2 || wasm.length !== 1) throw new Error(`expected two model worker scripts and one occt WASM in the build, found ${worker.length} and ${wasm.length}`);
  const viewerFiles = [...[...opened].filter((k) => !loaded.has(k)).map((k) => manifest[k].file).filter((f) => f.endsWith('.js')), ...worker].sort();
  return { viewer_js_gzip_kb: gzipKb(outDir, viewerFiles), occt_wasm_kb: gzipKb(outDir, wasm), viewerFiles };
};
