import { sql } from 'kysely';
import type { Db } from '../../../server/db/connect';

/** The rows of every table of the app's schema, counted in one statement: what a refused request must leave as it was. */
export const rowCounter = async (db: Db): Promise<{ tables: string[]; count: () => Promise<Record<string, number>> }> => {
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%'`.execute(db)
  ).rows.map((r) => r.name);
  const count = async () => {
    const selects = tables.map((name) => sql`select ${name} as name, count(*)::int as n from ${sql.table(name)}`);
    const { rows } = await sql<{ name: string; n: number }>`${sql.join(selects, sql` union all `)}`.execute(db);
    return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
  };
  return { tables, count };
};
