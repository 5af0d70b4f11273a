import type { Plugin } from 'vite';

/** ra-core's react-router adapter: the one module that asks for react-router's data router. */
const ADAPTER = /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/;
const SHIM = '\0atolye-admin-router';

/**
 * ra-core's router adapter makes a hash router (createHashRouter + RouterProvider) when react-admin
 * is mounted outside a router. Ours never is: main.tsx mounts the app inside its BrowserRouter.
 * Yet the reference alone keeps react-router's data router in the build, and since react-router is
 * one module, in the entry chunk every page loads: 16 KiB gzipped of the sign-in page (issue 23).
 * The adapter gets react-router-dom with those two replaced by a function that says why it fails.
 */
export const adminInsideRouter = (): Plugin => {
  let replaced = false;
  return {
    name: 'atolye-admin-inside-router',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== 'react-router-dom' || !importer || !ADAPTER.test(importer)) return null;
      replaced = true;
      return SHIM;
    },
    load(id) {
      if (id !== SHIM) return null;
      return [
        "export * from 'react-router-dom';",
        "const outsideRouter = () => { throw new Error('react-admin is mounted inside the BrowserRouter of src/main.tsx; it has no router of its own in this build (scripts/vite/adminInsideRouter.ts)'); };",
        'export { outsideRouter as createHashRouter, outsideRouter as RouterProvider };',
      ].join('\n');
    },
    buildEnd() {
      // After an upgrade that moves the adapter, the data router would silently come back.
      if (!replaced) this.warn("ra-core's react-router adapter was not found: the data router is back in the entry chunk");
    },
  };
};
