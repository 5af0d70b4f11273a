// `npm start`'s second build step: the server as one module for plain Node (scripts/serverBundle.ts).
// It takes well under a second, so it runs at every start rather than being fingerprinted.
import { buildServerBundle, SERVER_BUNDLE } from './serverBundle';

const started = performance.now();
await buildServerBundle();
console.log(`server: built ${SERVER_BUNDLE} in ${Math.round(performance.now() - started)} ms`);
