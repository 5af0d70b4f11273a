import { istanbulDay } from './istanbulTime';

/** A day as the project screens show it: dd-mm-yyyy (001 section 1), '-' when unset. */
export const formatProjectDate = (value: string | null | undefined): string => {
  if (!value) return '-';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day && value.length === 10) return `${day[3]}-${day[2]}-${day[1]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '-';
  // An instant (creation time) as the day it was in Istanbul.
  const [year, month, date] = istanbulDay(at).split('-');
  return `${date}-${month}-${year}`;
};
