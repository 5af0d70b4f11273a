// @vitest-environment node
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../../../src/domain/format';
import { formatClock, formatLongDate, formatWeekdayDate, istanbulDay, istanbulToday, istanbulYear } from '../../../src/domain/istanbulTime';
import { formatProjectDate } from '../../../src/domain/projectDates';

const zoneBefore = process.env.TZ;
afterAll(() => {
  process.env.TZ = zoneBefore;
});

// Late evening in UTC is already the next day, and the next year, in Istanbul (UTC+3).
const NEW_YEAR = '2026-12-31T22:30:00Z';
const LATE = '2026-01-01T22:30:00Z';

describe.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo'])('dates on screen with the browser in %s', (zone) => {
  it('are Istanbul’s day and time', () => {
    process.env.TZ = zone;
    // The process really is in that zone: the browser's own clock reads something else.
    expect(new Date(LATE).toLocaleString('tr-TR')).not.toBe('02.01.2026 01:30:00');
    expect(formatDate(LATE)).toBe('02.01.2026');
    expect(formatDateTime(LATE)).toBe('02.01.2026 01:30:00');
    expect(formatDateTime(new Date('2026-07-05T08:03:04Z'))).toBe('05.07.2026 11:03:04');
    expect(formatClock(LATE)).toBe('01:30:00');
    expect(formatLongDate(LATE)).toBe('2 Ocak 2026');
    expect(formatWeekdayDate(LATE)).toBe('2 Ocak 2026 Cuma');
    expect(formatProjectDate('2026-03-06T22:30:00.000Z')).toBe('07-03-2026');
    expect(istanbulDay(NEW_YEAR)).toBe('2027-01-01');
    expect(istanbulToday(new Date(NEW_YEAR))).toBe('2027-01-01');
    expect(istanbulYear(new Date(NEW_YEAR))).toBe(2027);
  });

  it('leave a calendar day the day it is, and show unset as -', () => {
    process.env.TZ = zone;
    expect(formatDate('2026-03-07')).toBe('07.03.2026');
    expect(formatProjectDate('2026-03-07')).toBe('07-03-2026');
    expect([formatDate(null), formatDate(''), formatDateTime(undefined)]).toEqual(['-', '-', '-']);
  });
});

const root = resolve(__dirname, '../../..');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });

/** Ways to write an instant in the browser's zone (or UTC's day) instead of Istanbul's. */
const ZONE_BLIND = [/toLocale(Date|Time)?String\(/, /Intl\.DateTimeFormat/, /from 'date-fns'/, /toISOString\(\)\.(slice|substring)\(0, ?10\)/, /new Date\(\)\.get(FullYear|Month|Date|Day|Hours)\(/];
/** Files that may: the module itself, and two that format calendar values, not instants. */
const ALLOWED = new Set([
  'src/domain/istanbulTime.ts',
  // The day picker's Date is a local calendar day the person picked, written back as YYYY-MM-DD.
  'src/ui/dayValue.ts',
  // A report month 'YYYY-MM' named through a UTC date of that month: no instant, no zone.
  'src/domain/monthLabel.ts',
]);

describe('the front’s date formatting', () => {
  it('lives in src/domain/istanbulTime.ts: no other file formats an instant in the browser’s zone', () => {
    const files = sourcesUnder(join(root, 'src'));
    expect(files.length).toBeGreaterThan(100);
    const offending = files
      .map((file) => relative(root, file).split('\\').join('/'))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return ZONE_BLIND.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern}`);
      });
    expect(offending).toEqual([]);
  });
});
