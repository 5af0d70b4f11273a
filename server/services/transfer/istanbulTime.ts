/** Wall-clock time in Europe/Istanbul, the shop's zone, for CSV cells (dd.MM.yyyy HH:mm). */
const ZONE = 'Europe/Istanbul';
const HOUR = 3_600_000;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

// The zone's offset changes at most at whole hours; asking Intl once per hour keeps a
// 100,000-row export from spending its time in formatToParts.
const offsets = new Map<number, number>();
const offsetAt = (ms: number): number => {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p = Object.fromEntries(parts.formatToParts(new Date(hour * HOUR)).map((x) => [x.type, x.value]));
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute)) - hour * HOUR;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
};

const two = (n: number) => String(n).padStart(2, '0');

export const formatIstanbul = (instant: Date): string => {
  const local = new Date(instant.getTime() + offsetAt(instant.getTime()));
  return `${two(local.getUTCDate())}.${two(local.getUTCMonth() + 1)}.${local.getUTCFullYear()} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
};

/** The instant an Istanbul wall-clock time names (the offset is checked once more across a change). */
export const fromIstanbul = (year: number, month: number, day: number, hour: number, minute: number): Date => {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a bare calendar day 'YYYY-MM-DD'. */
export const isCalendarDay = (text: string): boolean => ISO_DAY.test(text);

/** The instant (ISO) an Istanbul day 'YYYY-MM-DD' begins. */
export const istanbulDayStartOf = (day: string): string => {
  const [, y, m, d] = ISO_DAY.exec(day)!;
  return fromIstanbul(Number(y), Number(m), Number(d), 0, 0).toISOString();
};
