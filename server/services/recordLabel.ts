import type { ResourceDeclaration } from '../../src/domain/resources/declaration';
import type { ResourceRecord } from '../db/resourceStore';

/** How the activity log names a record: its declared name field, name, title or description, else its id (80 characters at most). */
export const recordLabel = (decl: ResourceDeclaration, record: ResourceRecord): string =>
  String((decl.nameField && record[decl.nameField]) || (record.name ?? record.title ?? record.description ?? record[decl.idField])).slice(0, 80);
