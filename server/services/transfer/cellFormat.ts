import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { fieldKind } from '../fieldKinds/fieldKinds';

/**
 * One record's value as the export writes it: what a Turkish user's Excel shows. The export
 * itself formats in SQL (the kinds' cellSql; tests/api/export-lines.test.ts holds both to the same
 * bytes); the import compares cells with this one.
 * `value` is what records carry in answers (choice ids, ISO dates, numbers).
 */
export const formatCell = (f: FieldDeclaration, value: unknown): string => (value == null || value === '' ? '' : fieldKind(f).cell(f, value));
