import { describe, expect, it } from 'vitest';
import { changeTrend, countChange, formatPercent, tallyAdded, windowStart } from '../../../src/custom/admin/dashboard/userCountChange';

const NOW = Date.parse('2025-10-31T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('a tile’s change against 30 days ago', () => {
  it('is the growth over the count 30 days ago', () => {
    expect(countChange(110, 10)).toEqual({ current: 110, added: 10, before: 100, percent: 10 });
    expect(changeTrend(countChange(110, 10))).toBe('up');
  });

  it('is flat when nobody joined, and new accounts where there were none', () => {
    expect(changeTrend(countChange(40, 0))).toBe('flat');
    const fresh = countChange(3, 3);
    expect(fresh.percent).toBeNull();
    expect(changeTrend(fresh)).toBe('fresh');
  });

  it('never counts more newcomers than accounts (counts and signups are read a moment apart)', () => {
    expect(countChange(5, 9)).toEqual({ current: 5, added: 5, before: 0, percent: null });
  });

  it('tallies the newcomers per tile from createdAt, masters only in the total', () => {
    const since = windowStart(NOW);
    const users = [
      { role: 0, createdAt: daysAgo(1) },
      { role: 1, createdAt: daysAgo(5) },
      { role: 3, createdAt: daysAgo(29) },
      { role: 4, createdAt: daysAgo(2) },
      { role: 2, createdAt: daysAgo(31) },
    ];
    expect(tallyAdded(users, since)).toEqual({ total: 4, customers: 1, suppliers: 1, employees: 0, admins: 1 });
  });

  it('writes percentages the Turkish way', () => {
    expect(formatPercent(12.5)).toBe('%12,5');
  });
});
