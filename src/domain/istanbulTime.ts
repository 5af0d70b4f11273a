/**
 * Every date and time the screens show, in the shop's time zone: the server writes its dates
 * (exports, reports, filters by day) in Europe/Istanbul, so the browser's own zone never moves a
 * job to the day before. The one module of src/ that formats an instant (tests/unit/domain/istanbulTime.test.ts).
 */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

const inIstanbul = (options: Intl.DateTimeFormatOptions, locale = 'tr-TR') => new Intl.DateTimeFormat(locale, { ...options, timeZone: SHOP_TIME_ZONE });

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const CLOCK = { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

const day = inIstanbul(DAY);
const dayAndTime = inIstanbul({ ...DAY, ...CLOCK });
const longDay = inIstanbul({ day: 'numeric', month: 'long', year: 'numeric' });
const weekdayDay = inIstanbul({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const clock = inIstanbul(CLOCK);
// en-CA writes a day as YYYY-MM-DD.
const isoDay = inIstanbul({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

type Instant = Date | string | number;
const asDate = (value: Instant) => (value instanceof Date ? value : new Date(value));
const unset = (value: Instant | null | undefined): value is null | undefined | '' => value == null || value === '';

/** 02.01.2026, '-' when unset. */
export const formatDate = (value: Instant | null | undefined): string => (unset(value) ? '-' : day.format(asDate(value)));

/** 02.01.2026 01:30:00, '-' when unset. */
export const formatDateTime = (value: Instant | null | undefined): string => (unset(value) ? '-' : dayAndTime.format(asDate(value)));

/** 4 Ekim 2025. */
export const formatLongDate = (value: Instant): string => longDay.format(asDate(value));

/** 25 Kasım 2026 Çarşamba (the top bar's clock). */
export const formatWeekdayDate = (value: Instant): string => weekdayDay.format(asDate(value));

/** 01:30:00. */
export const formatClock = (value: Instant): string => clock.format(asDate(value));

/** The Istanbul day of an instant as 'YYYY-MM-DD'. */
export const istanbulDay = (value: Instant): string => isoDay.format(asDate(value));

/** Today in Istanbul as 'YYYY-MM-DD' (file names, a price that holds from today). */
export const istanbulToday = (now: Date = new Date()): string => istanbulDay(now);

/** This year in Istanbul (the copyright lines). */
export const istanbulYear = (now: Date = new Date()): number => Number(istanbulDay(now).slice(0, 4));
