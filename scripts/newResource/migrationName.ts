/** A migration's stamp: its UTC day, an underscore, four digits that order the migrations of that day. */
const STAMP = /^(\d{8})_(\d{4})_/;

const stampOf = (name: string) => STAMP.exec(name)?.[0].slice(0, -1);

/**
 * The key of a new migration, `YYYYMMDD_HHMM_name`: the UTC day and minute it was written, the
 * shape of the landed ones (theirs number the day's migrations, 0001 to 0021). Kysely runs them
 * in name order and refuses to start on a database that ran a migration sorting after a pending
 * one, so when the clock would not sort after every existing migration (a second one in the same
 * minute, a day whose numbered ones run past the hour, a clock behind the last stamp) the key
 * takes the day of the last one and the number after its own.
 */
export const migrationName = (name: string, now: Date, existing: readonly string[]): string => {
  const iso = now.toISOString();
  const clock = `${iso.slice(0, 10).replace(/-/g, '')}_${iso.slice(11, 16).replace(':', '')}`;
  const last = existing.map(stampOf).filter((s): s is string => s !== undefined).sort().at(-1);
  if (!last || clock > last) return `${clock}_${name}`;
  const [day, order] = last.split('_') as [string, string];
  const next = Number(order) + 1;
  if (next > 9999) throw new Error(`no stamp left after ${last}: name the migration by hand`);
  return `${day}_${String(next).padStart(4, '0')}_${name}`;
};
