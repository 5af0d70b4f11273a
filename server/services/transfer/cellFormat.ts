import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { transfer as t } from '../../../src/i18n/tr/transfer';
import { formatIstanbul } from './istanbulTime';

/** A number as Turkish Excel reads it: decimal comma, no grouping; money with two decimals. */
const formatNumber = (f: FieldDeclaration, value: number): string =>
  (f.kind === 'money' ? value.toFixed(2) : String(value)).replace('.', ',');

/** A list field (a job's operations) as its items' names joined; import ignores it. */
const formatList = (value: unknown): string =>
  Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? String((item as { name?: unknown }).name ?? '') : String(item))).join(', ') : '';

/**
 * One record's value as the export writes it: what a Turkish user's Excel shows. The export
 * itself formats in SQL (cellSql.ts; tests/api/export-lines.test.ts holds both to the same
 * bytes); the import compares cells with this one.
 * `value` is what records carry in answers (choice ids, ISO dates, numbers).
 */
export const formatCell = (f: FieldDeclaration, value: unknown): string => {
  if (value == null || value === '') return '';
  switch (f.kind) {
    case 'number':
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? formatNumber(f, n) : String(value);
    }
    case 'dateTime': {
      const d = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(d.getTime()) ? String(value) : formatIstanbul(d);
    }
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
      return m ? `${m[3]}.${m[2]}.${m[1]}` : String(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? t.yes : t.no;
    case 'choice': {
      const choice = f.choices?.find((c) => c.id === value || c.db === value);
      return choice ? (choice.label ?? choice.id) : String(value);
    }
    case 'list':
      return formatList(value);
    default:
      return String(value);
  }
};
