const monthYear = new Intl.DateTimeFormat('tr-TR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'YYYY-MM' as a chart or a report reads it: '2026-01' → 'Oca 2026'. */
export const monthLabel = (month: string): string => {
  const [year, m] = month.split('-').map(Number);
  return year && m ? monthYear.format(new Date(Date.UTC(year, m - 1, 1))) : month;
};
