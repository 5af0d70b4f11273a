/**
 * Numbers as a Turkish user types them: a comma before the decimals, a dot or a space between
 * groups of three digits (46,20 · 1.234,5 · 1 234,5 · 1.234.567). Anything else is refused, never
 * guessed: '12.34' (English decimals, or a mistyped group?) and '1,2,3' read as nothing, so a
 * price typed the English way can never be saved a hundred times too large.
 */
const GROUPED = /^(\d+|\d{1,3}(?:\.\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)?(?:,(\d*))?$/;

/** 15 significant digits always come back from a double exactly; more would be rounded silently. */
const MAX_DIGITS = 15;

/** The number in `text`; null when it is blank, NaN when it cannot be read the Turkish way. */
export const parseTurkishNumber = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const negative = /^[-\u2212]/.test(trimmed);
  const match = GROUPED.exec(negative ? trimmed.slice(1) : trimmed);
  if (!match) return Number.NaN;
  const whole = (match[1] ?? '').replace(/\D/g, '');
  const decimals = match[2] ?? '';
  if (whole === '' && decimals === '') return Number.NaN;
  if (whole.replace(/^0+/, '').length + decimals.replace(/0+$/, '').length > MAX_DIGITS) return Number.NaN;
  const value = Number(`${whole || '0'}.${decimals || '0'}`);
  return negative && value !== 0 ? -value : value;
};

const formats = new Map<number, Intl.NumberFormat>();

/** `value` as tr-TR writes it (1.234,5), with at least `minDecimals` decimals (46,20 for money). */
export const formatTurkishNumber = (value: number, minDecimals = 0): string => {
  let format = formats.get(minDecimals);
  if (!format) {
    format = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: minDecimals, maximumFractionDigits: Math.max(minDecimals, 12) });
    formats.set(minDecimals, format);
  }
  return format.format(value);
};

/** Typed text shown back formatted when it reads as a number that formatting keeps; else as typed. */
export const tidyTurkishNumber = (text: string, minDecimals = 0): string => {
  const value = parseTurkishNumber(text);
  if (value === null || Number.isNaN(value)) return text;
  const formatted = formatTurkishNumber(value, minDecimals);
  return parseTurkishNumber(formatted) === value ? formatted : text;
};

/** The text a number field starts from: a number, or a numeric string as the API sends numeric columns. */
export const turkishNumberText = (value: unknown, minDecimals = 0): string => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? formatTurkishNumber(n, minDecimals) : '';
};
