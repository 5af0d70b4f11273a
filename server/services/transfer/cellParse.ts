import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { unguard } from '../fieldKinds/cellReading';
import { fieldKind, type Parsed } from '../fieldKinds/fieldKinds';

/**
 * One cell back into the value a request body carries. An empty cell is `empty` (the caller
 * decides between null, '' and absent); anything unreadable is an error in Turkish.
 */
export const parseCell = (f: FieldDeclaration, raw: string, empty: unknown): Parsed => {
  const text = unguard(raw.trim());
  if (text === '') return { value: empty };
  return fieldKind(f).parse(f, text, raw);
};
