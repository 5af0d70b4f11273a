const HOURS = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

/** Hours the Turkish way: 1,5 rather than 1.5. */
export const formatHours = (hours: number): string => HOURS.format(hours);
