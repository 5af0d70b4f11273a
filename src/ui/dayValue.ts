import { format, isValid, parseISO } from 'date-fns';
import { YEAR_MAX, YEAR_MIN } from '../domain/validation/dates';

/** The picker's value for a stored day ('YYYY-MM-DD', or a longer ISO text whose day is kept). */
export const dayToDate = (day: string | null | undefined): Date | null => {
  if (!day) return null;
  const parsed = parseISO(day.slice(0, 10));
  return isValid(parsed) ? parsed : null;
};

/**
 * What the field sends for the picker's value: the day as 'YYYY-MM-DD', '' when cleared, or
 * undefined while what is typed is not yet a day the records can carry (kept on screen, not sent).
 */
export const dateToDay = (date: Date | null): string | undefined => {
  if (date === null) return '';
  if (!isValid(date)) return undefined;
  const year = date.getFullYear();
  if (year < YEAR_MIN || year > YEAR_MAX) return undefined;
  return format(date, 'yyyy-MM-dd');
};
