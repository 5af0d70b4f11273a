import { z } from 'zod';

/**
 * Dates a shop's records can carry: 1900 to 2200. Wider years (0000, ±275760) are valid ISO
 * text but not valid database dates, so every date the API accepts goes through these.
 */
export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;

const yearOf = (text: string): number => Number(/^([+-]?\d{4,6})/.exec(text)?.[1] ?? Number.NaN);

/** Whether an instant falls within the years above (false for an invalid date). */
export const withinYears = (at: Date): boolean => {
  const year = at.getUTCFullYear();
  return !Number.isNaN(year) && year >= YEAR_MIN && year <= YEAR_MAX;
};

const yearsOk = (text: string) => {
  const year = yearOf(text);
  return year >= YEAR_MIN && year <= YEAR_MAX;
};

/** A calendar day 'YYYY-MM-DD' within the years above. */
export const calendarDay = (message: string) => z.iso.date({ error: message }).refine(yearsOk, { message });

/** An instant with its offset (ISO 8601) within the years above. */
export const instantText = (message: string) => z.iso.datetime({ offset: true, error: message }).refine(yearsOk, { message });

/** A day or an instant (a deadline may be either). */
export const dayOrInstant = (message: string) => z.union([calendarDay(message), instantText(message)], { error: message });
