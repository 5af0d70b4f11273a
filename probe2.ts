import { sql } from 'kysely';
import { connectDb, migrate } from './server/db/connect';
const h = await connectDb({ dataDir: 'memory://' });
console.log((await sql`select name, installed_version from pg_available_extensions where name = 'pg_trgm'`.execute(h.db)).rows);
await migrate(h.db);
console.log((await sql`select indexname from pg_indexes where tablename = 'jobs'`.execute(h.db)).rows.map((r: any) => r.indexname));
await h.close();
