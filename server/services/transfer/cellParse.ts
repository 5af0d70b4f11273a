import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { unguard } from '../fieldKinds/cellReading';
import { fieldKind, type Parsed } from '../fieldKinds/fieldKinds';
import { tidyText } from '../textTidy';

/**
 * One cell back into the value a request body carries. An empty cell is `empty` (the caller
 * decides between null, '' and absent); anything unreadable is an error in Turkish.
 */
export const parseCell = (f: FieldDeclaration, raw: string, empty: unknown): Parsed => {
  // As a request body's texts are (plugins/textGuard): composed, no invisible characters at the ends.
  const cell = tidyText(raw);
  const text = unguard(cell.trim());
  if (text === '') return { value: empty };
  return fieldKind(f).parse(f, text, cell);
};
