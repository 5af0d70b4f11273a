import type { FieldDeclaration } from '../../../src/domain/resources/declaration';
import { YEAR_MAX, YEAR_MIN } from '../../../src/domain/validation/dates';
import { fromIstanbul, isCalendarDay, istanbulDayStartOf } from '../transfer/istanbulTime';

/** How a CSV cell's text reads back into a value, kind by kind (the registry, fieldKinds.ts, picks which). */

/** The export's formula guard undone: a leading ' before = + - @ tab or CR is not part of the text. */
export const unguard = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Turkish: a decimal comma, dots only between groups of three (1.234,5 · 1234,5). */
const TURKISH = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)(?:,\d+)?$/;
/** Dots between groups of three and no decimals (1.234.567): more than one group, so never a fraction. */
const DOT_GROUPS = /^-?\d{1,3}(?:\.\d{3}){2,}$/;
/** A dot decimal (12.5, 1234.567) as other programs write it. */
const DOT_DECIMAL = /^-?\d+\.\d+$/;
/** One dot before exactly three digits: a Turkish thousands group or an English fraction (1.234). */
const ONE_DOT_GROUP = /^-?\d{1,3}\.\d{3}$/;

/**
 * 12,5 / 1.234,5 / 1 234,5 / 1.234.567 / 12.5 → 12.5, 1234.5, 1234.5, 1234567, 12.5; a number past
 * a double's range, an English grouping (1,234.5) or a mixed one (1.2,5) is none. '1.234' reads
 * both ways: `isAmbiguousNumber` says so, so the row can be told how to write it.
 */
export const parseNumber = (text: string): number | undefined => {
  const s = text.replace(/[\s\u00a0\u202f]/g, '');
  let plain: string;
  if (TURKISH.test(s)) plain = s.replace(/\./g, '').replace(',', '.');
  else if (DOT_GROUPS.test(s)) plain = s.replace(/\./g, '');
  else if (DOT_DECIMAL.test(s) && !ONE_DOT_GROUP.test(s)) plain = s;
  else return undefined;
  const n = Number(plain);
  return Number.isFinite(n) ? n : undefined;
};

/** Whether `text` is a number written '1.234', which a Turkish sheet means as 1234 and an English one as 1,234. */
export const isAmbiguousNumber = (text: string): boolean => ONE_DOT_GROUP.test(text.replace(/[\s\u00a0\u202f]/g, ''));

/** The largest id a serial column holds: a larger one names no record and must not reach a query. */
export const MAX_ID = 2_147_483_647;

/**
 * A record number (the id, a reference, a user): digits only, 1 to MAX_ID. As the API's row ids
 * (wholeNumbers.ts), '1.5', '1e3', '-3' or ' 7' are a mistake, never taken for another record.
 */
export const parseId = (raw: string): number | undefined => {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_ID ? n : undefined;
};

/** A day that exists (no 31.02), in the years a record may carry (dates.ts). */
const realDay = (year: number, month: number, day: number): boolean => {
  const d = new Date(Date.UTC(year, month - 1, day));
  return year >= YEAR_MIN && year <= YEAR_MAX && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

const DAY_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+(\d{1,2}):(\d{2})(?::\d{2})?)?$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** dd.MM.yyyy HH:mm (Istanbul time, as exported) or any ISO date-time; answers ISO text. */
export const parseDateTime = (text: string): string | undefined => {
  const m = DAY_TIME.exec(text);
  if (m) {
    if (!realDay(Number(m[3]), Number(m[2]), Number(m[1])) || Number(m[4] ?? 0) > 23 || Number(m[5] ?? 0) > 59) return undefined;
    return fromIstanbul(Number(m[3]), Number(m[2]), Number(m[1]), Number(m[4] ?? 0), Number(m[5] ?? 0)).toISOString();
  }
  const iso = ISO_DAY.exec(text);
  if (!iso || !realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return undefined;
  // A bare 2026-11-29 is the same Istanbul midnight as 29.11.2026 (new Date() read it in UTC).
  if (isCalendarDay(text)) return istanbulDayStartOf(text);
  const d = new Date(text);
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString();
};

export const parseDate = (text: string): string | undefined => {
  const m = DAY_TIME.exec(text);
  if (m) return realDay(Number(m[3]), Number(m[2]), Number(m[1])) ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return iso && realDay(Number(iso[1]), Number(iso[2]), Number(iso[3])) ? text : undefined;
};

export const BOOLEANS: Record<string, boolean> = { evet: true, hayır: false, hayir: false, true: true, false: false, '1': true, '0': false };

/** A choice by its screen label, id, stored value or alias; answers the id the schema knows. */
export const parseChoice = (f: FieldDeclaration, text: string): string | undefined => {
  const same = (v: unknown) => String(v).toLocaleLowerCase('tr') === text.toLocaleLowerCase('tr');
  const choice =
    f.choices?.find((c) => same(c.id)) ??
    f.choices?.find((c) => c.label !== undefined && same(c.label)) ??
    f.choices?.find((c) => same(c.db) || c.aliases?.some(same));
  return choice?.id;
};
