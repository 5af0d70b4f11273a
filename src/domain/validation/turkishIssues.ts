import type { z } from 'zod';
import { fill } from '../../i18n/fill';
import { formatDate } from '../istanbulTime';
import { validation } from '../../i18n/tr/validation';
import { zodIssues as t } from '../../i18n/tr/zodIssues';

type Issue = z.core.$ZodRawIssue;
type TypeName = keyof typeof t.types;

const numberText = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 20 });
const amount = (n: number | bigint | Date): string => (n instanceof Date ? formatDate(n) : numberText.format(n));

const typeName = (name: string): string => t.types[name as TypeName] ?? t.types.other;

/** The kind of a value that came in, in zod's words (what typeName knows). */
const kindOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return typeof value;
};

const DATE_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);
const TEXT_ORIGINS = new Set(['string']);
const ITEM_ORIGINS = new Set(['array', 'set', 'map', 'file']);

const tooBig = (issue: Extract<Issue, { code: 'too_big' }>): string => {
  const n = amount(issue.maximum);
  if (TEXT_ORIGINS.has(issue.origin)) return fill(t.textTooLong, { n });
  if (ITEM_ORIGINS.has(issue.origin)) return fill(t.itemsTooMany, { n });
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return fill(issue.inclusive ? t.atMost : t.below, { n });
  return t.tooBig;
};

const tooSmall = (issue: Extract<Issue, { code: 'too_small' }>): string => {
  const n = amount(issue.minimum);
  if (TEXT_ORIGINS.has(issue.origin)) return Number(issue.minimum) === 1 ? t.textEmpty : fill(t.textTooShort, { n });
  if (ITEM_ORIGINS.has(issue.origin)) return fill(t.itemsTooFew, { n });
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return fill(issue.inclusive ? t.atLeast : t.above, { n });
  return t.tooSmall;
};

const badFormat = (format: string): string => {
  if (format === 'email') return t.email;
  if (format === 'url') return t.url;
  if (DATE_FORMATS.has(format)) return t.dateText;
  return t.format;
};

/**
 * Zod's message for a rule the schema gave no text of its own, in Turkish from end to end: the one
 * locale of the server's 400s and of the forms (registered by ./locale).
 */
export const turkishIssueText = (issue: Issue): string => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return validation.required;
      return fill(t.wrongType, { expected: typeName(issue.expected), received: typeName(kindOf(issue.input)) });
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return badFormat(issue.format);
    case 'not_multiple_of':
      return fill(t.multipleOf, { n: amount(issue.divisor) });
    case 'invalid_value':
      return issue.values.length === 1 ? fill(t.oneValue, { value: String(issue.values[0]) }) : fill(t.choice, { values: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return fill(t.unknownKeys, { keys: issue.keys.join(', ') });
    case 'invalid_key':
      return t.invalidKey;
    case 'invalid_element':
      return t.invalidElement;
    default:
      return t.invalid;
  }
};
