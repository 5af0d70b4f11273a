/** Today in the shop's time zone as 'YYYY-MM-DD' (a price holds from a day in İstanbul). */
export { istanbulToday } from '../istanbulTime';

/**
 * A calendar day 'YYYY-MM-DD' as tr-TR writes it (25.11.2026). Read as text, not as an instant,
 * so no time zone moves it to the day before.
 */
export const formatDay = (day: string | null | undefined): string => {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return m ? `${m[3]}.${m[2]}.${m[1]}` : '-';
};
