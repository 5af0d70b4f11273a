import { sql, type Kysely } from 'kysely';

/**
 * Bench names are unique ignoring case, Turkish letters included ('Lazer Kesim 5' and
 * 'lazer kesim 5' are one bench), folded as operation names are (0003) and as resourceStore's
 * foldCase does.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index counters_name_folded_idx on counters (lower(translate(name, 'ÇĞİIÖŞÜı', 'çğiiöşüi')))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('counters_name_folded_idx').ifExists().execute();
}
