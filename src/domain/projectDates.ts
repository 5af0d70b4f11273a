/** A day as the project screens show it: dd-mm-yyyy (001 section 1), '-' when unset. */
export const formatProjectDate = (value: string | null | undefined): string => {
  if (!value) return '-';
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (day && value.length === 10) return `${day[3]}-${day[2]}-${day[1]}`;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return '-';
  // An instant (creation time) as the day it was in Istanbul.
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('day')}-${get('month')}-${get('year')}`;
};
