import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleFigures {
  login_js_gzip_kb: number;
  app_js_gzip_kb: number;
}

/** The screens whose first load is measured: their lazily loaded chunk, by source file. */
export const LOGIN_SOURCE = 'src/custom/auth/LoginPage.tsx';
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

/**
 * login: the entry of index.html and its static imports, plus the login route's lazy chunk and
 * its static imports. app: the entry plus the signed-in App chunk and their static imports.
 */
export const measureBundle = (outDir: string): BundleFigures & { loginFiles: string[]; appFiles: string[] } => {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const entryKeys = htmlScripts(readFileSync(path.join(outDir, 'index.html'), 'utf8')).map((file) => {
    const key = byFile.get(file);
    if (!key) throw new Error(`index.html loads ${file}, which the manifest does not list`);
    return key;
  });
  const filesOf = (keys: Set<string>) => [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')).sort();
  const loginFiles = filesOf(staticClosure(manifest, [...entryKeys, keyOfSource(manifest, LOGIN_SOURCE)]));
  const appFiles = filesOf(staticClosure(manifest, [...entryKeys, keyOfSource(manifest, APP_SOURCE)]));
  return { login_js_gzip_kb: gzipKb(outDir, loginFiles), app_js_gzip_kb: gzipKb(outDir, appFiles), loginFiles, appFiles };
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
