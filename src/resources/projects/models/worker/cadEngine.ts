import occtimportjs, { type Occt } from 'occt-import-js';
import occtWasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import warmUpStep from './warmUp.stp?raw';
import { readCad } from './parseCad';

/**
 * The CAD kernel (occt-import-js), loaded by the reader only for STEP and IGES: its glue script
 * and its 7.6 MB WASM are never fetched for an STL or an OBJ.
 *
 * The WASM is compiled once a page: streamed (compiled while it downloads; the browser keeps
 * the compiled code beside its HTTP cache entry, and the file is immutable), and the compiled
 * module is handed to the page, which gives it to a reader started after a cancel.
 */

let compiled: Promise<WebAssembly.Module> | null = null;
let engine: Promise<Occt> | null = null;

const compile = async (): Promise<WebAssembly.Module> => {
  if (typeof WebAssembly.compileStreaming === 'function') {
    try {
      return await WebAssembly.compileStreaming(fetch(occtWasmUrl, { credentials: 'same-origin' }));
    } catch {
      // A server that sends another content type than application/wasm: compiled from the bytes.
    }
  }
  const response = await fetch(occtWasmUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${occtWasmUrl}`);
  return WebAssembly.compile(await response.arrayBuffer());
};

/** The page's compiled module, when it has one from an earlier reader. */
export const adoptModule = (module: WebAssembly.Module): void => {
  compiled ??= Promise.resolve(module);
};

/** The compiled module, compiling it first if this reader has none; onCompiled hears of a fresh one. */
const moduleOf = (onCompiled: (module: WebAssembly.Module) => void): Promise<WebAssembly.Module> => {
  if (compiled) return compiled;
  compiled = compile().then((module) => {
    onCompiled(module);
    return module;
  });
  compiled.catch(() => (compiled = null)); // the WASM did not come: tried again with the next file
  return compiled;
};

/** A ready occt instance (instantiated from the compiled module: no second compile). */
export const occt = (onCompiled: (module: WebAssembly.Module) => void): Promise<Occt> =>
  (engine ??= moduleOf(onCompiled)
    .then((module) =>
      occtimportjs({
        instantiateWasm: (imports, receive) => {
          void WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module));
          return {};
        },
      }),
    )
    .catch((err: unknown) => {
      engine = null;
      throw err;
    }));

/**
 * Starts the kernel and reads a small box with it: occt's first read sets up its STEP reader and
 * its mesher, which costs more than the file (about two seconds on a 2-core machine). Done
 * while the page is idle, the first model a user opens does not pay it.
 */
let warmedUp: Promise<void> | null = null;
export const warmUpCad = (onCompiled: (module: WebAssembly.Module) => void): Promise<void> =>
  (warmedUp ??= occt(onCompiled).then((ready) => void readCad(ready, 'step', new TextEncoder().encode(warmUpStep))));
