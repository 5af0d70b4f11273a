import { sql, type RawBuilder } from 'kysely';
import { foldCase } from './resourceStore';

/**
 * A sort key that puts names in Turkish alphabetical order whatever the database's locale:
 * case folded (foldCase), then each of ç ğ ö ş ü written as its base letter followed by '~',
 * which sorts after every letter under the C collation (c < ca < cz < ç < d). ı and i count as
 * one letter, as they do for uniqueness.
 */
export const turkishOrder = (value: RawBuilder<unknown>): RawBuilder<string> =>
  sql<string>`replace(replace(replace(replace(replace(${foldCase(value)}, 'ç', 'c~'), 'ğ', 'g~'), 'ö', 'o~'), 'ş', 's~'), 'ü', 'u~') collate "C"`;
