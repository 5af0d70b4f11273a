import { describe, expect, it } from 'vitest';
import { revenueChartMonths } from '../../../src/domain/pricing/revenueMonths';

// The report answers only months with payments (as GROUP BY does); the chart draws calendar months.
const paid = (month: string, revenue: number) => ({ month, revenue, count: 1 });

describe("the revenue chart's months", () => {
  it('draws twelve months in a row up to this month, a month without payments at ₺0', () => {
    const report = [paid('2025-10', 5), paid('2025-11', 10), paid('2026-08', 20), paid('2026-10', 30), paid('2026-11', 40)];
    const months = revenueChartMonths(report, '2026-11', 12);
    expect(months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(months.find((m) => m.month === '2026-09')).toEqual({ month: '2026-09', revenue: 0, count: 0 });
    expect(months.reduce((sum, m) => sum + m.revenue, 0)).toBe(90);
  });

  it('crosses the year and ends on this month when nothing was paid in it', () => {
    const months = revenueChartMonths([paid('2025-12', 7)], '2026-02', 3);
    expect(months).toEqual([paid('2025-12', 7), { month: '2026-01', revenue: 0, count: 0 }, { month: '2026-02', revenue: 0, count: 0 }]);
  });
});
