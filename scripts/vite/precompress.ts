import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|wasm|txt)$/;
/** Brotli's best level takes 15 s on the 7.6 MB occt WASM for 10% more: big files get level 9. */
const BEST_LEVEL_UP_TO = 1024 * 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Writes a .br and a .gz beside every text asset and the WASM once the build is done, so the
 * server sends them compressed without compressing per request (@fastify/static preCompressed).
 */
export const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'atolye-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const size = statSync(file).size;
        if (size < 1024) continue;
        const bytes = readFileSync(file);
        const quality = size <= BEST_LEVEL_UP_TO ? constants.BROTLI_MAX_QUALITY : 9;
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
};
