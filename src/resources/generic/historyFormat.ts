import { formatDate, formatDateTime, formatMoney } from '../../domain/format';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import { formatTurkishNumber } from '../../domain/turkishNumber';
import { history as texts } from '../../i18n/tr/history';

/** A recorded value as the screens write the field: a choice's label, a date in Istanbul, money in lira. */
export const formatHistoryValue = (field: FieldDeclaration | undefined, value: unknown): string => {
  if (value === null || value === undefined || value === '') return texts.blank;
  switch (field?.kind) {
    case 'choice': {
      const choice = field.choices?.find((c) => c.id === value || c.db === value);
      return choice?.label ?? choice?.id ?? String(value);
    }
    case 'dateTime':
      return formatDateTime(String(value));
    case 'date':
      return formatDate(String(value));
    case 'money':
      return formatMoney(value as number | string);
    case 'number':
      return typeof value === 'number' ? formatTurkishNumber(value, field.decimals) : String(value);
    case 'boolean':
      return value ? texts.yes : texts.no;
    case 'reference':
      return `#${String(value)}`;
    default:
      if (Array.isArray(value)) return value.join(', ');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
};

/** An origin's chip text; an origin the screen does not know shows as sent. */
export const originLabel = (origin: string): string => (texts.origins as Record<string, string>)[origin] ?? origin;

/** Who made a change: the system when no user is named. */
export const authorLabel = (userName: string | null): string => userName ?? texts.system;
