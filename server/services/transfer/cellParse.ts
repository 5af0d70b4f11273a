import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import { parseId, unguard } from '../fieldKinds/cellReading';
import { fieldKind, type Parsed } from '../fieldKinds/fieldKinds';

/**
 * One cell back into the value a request body carries. An empty cell is `empty` (the caller
 * decides between null, '' and absent); anything unreadable is an error in Turkish.
 */
export const parseCell = (f: FieldDeclaration, raw: string, empty: unknown): Parsed => {
  const text = unguard(raw.trim());
  if (text === '') return { value: empty };
  // A record number, whatever the field's kind: the id, or a user's.
  if (f.source === 'id' || f.lookup) {
    const id = parseId(unguard(raw));
    return id === undefined ? { error: t.notId } : { value: id };
  }
  return fieldKind(f).parse(f, text, raw);
};
