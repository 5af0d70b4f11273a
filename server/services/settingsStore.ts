import type { Db } from '../db/connect';

/**
 * The settings table: one JSON value a key (the company's logo and contact details, the last
 * exchange rates read).
 */

/** A setting's value as saved, or undefined while none was. */
export const readSetting = async (db: Db, key: string): Promise<unknown> => {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  // PostgreSQL answers json as an object; a driver that answers text gets it parsed here.
  return typeof row.value === 'string' ? JSON.parse(row.value) : row.value;
};

/** Saves a setting's value, replacing the one before. */
export const writeSetting = async (db: Db, key: string, value: unknown): Promise<void> => {
  const json = JSON.stringify(value);
  await db
    .insertInto('settings')
    .values({ key, value: json })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: new Date() }))
    .execute();
};
