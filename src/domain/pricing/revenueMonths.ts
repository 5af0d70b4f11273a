import type { RevenueMonth } from './payments';

/** 'YYYY-MM' moved by `delta` months. */
const shiftMonth = (month: string, delta: number): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The chart's bars: `count` calendar months in a row, ending with this Istanbul month (or the
 * report's last, if later), each with its revenue or ₺0. The report only answers months with
 * payments; drawn as they came, a month without any vanished from the axis and the bars beside
 * it read as neighbours, so 'the last 12 months' could span 13 or more.
 */
export const revenueChartMonths = (report: readonly RevenueMonth[], thisMonth: string, count: number): RevenueMonth[] => {
  const last = report.at(-1)?.month;
  const end = last && last > thisMonth ? last : thisMonth;
  const byMonth = new Map(report.map((m) => [m.month, m]));
  return Array.from({ length: count }, (_, i) => {
    const month = shiftMonth(end, i - count + 1);
    return byMonth.get(month) ?? { month, revenue: 0, count: 0 };
  });
};
