import { sql } from 'kysely';
import type { RoleNumber } from '../../../src/domain/roles';
import type { TestApp } from './app';
import { multipartFile } from './jobFixtures';

/** A CSV as Excel in a Turkish locale saves it: BOM, `;`, CRLF, every cell quoted. */
export const csvOf = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`;

/** POST /v1/<path>/import with the file as multipart field `file`. */
export const importAs = (t: TestApp, role: RoleNumber, path: string, csv: string, opts: { dryRun?: boolean } = {}) =>
  t.injectAs(role, { method: 'POST', url: `/v1/${path}/import${opts.dryRun ? '?dryRun=true' : ''}`, ...multipartFile('file', `${path}.csv`, Buffer.from(csv), 'text/csv') });

/**
 * A trigger that refuses one bench name as a unique index refuses a name taken meanwhile: a row
 * every check passes that fails only when written. Answers a function that drops it again.
 */
export const refuseBenchNamed = async (t: TestApp, name: string): Promise<() => Promise<void>> => {
  await sql`create function refuse_bench_name() returns trigger language plpgsql as $$
    begin
      if new.name = ${sql.lit(name)} then raise exception using errcode = 'unique_violation', message = 'duplicate key value'; end if;
      return new;
    end $$`.execute(t.app.db);
  await sql`create trigger refuse_bench_name before insert on counters for each row execute function refuse_bench_name()`.execute(t.app.db);
  return async () => {
    await sql`drop trigger refuse_bench_name on counters`.execute(t.app.db);
    await sql`drop function refuse_bench_name()`.execute(t.app.db);
  };
};
