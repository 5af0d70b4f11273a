import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
let t0 = Date.now();
const a = new PGlite(); await a.waitReady; console.log('plain', Date.now()-t0);
t0 = Date.now();
const b = new PGlite({ extensions: { pg_trgm } }); await b.waitReady; console.log('trgm', Date.now()-t0);
t0 = Date.now();
await b.exec('create extension pg_trgm'); console.log('create ext', Date.now()-t0);
