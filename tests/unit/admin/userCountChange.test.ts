import { describe, expect, it } from 'vitest';
import { addedOf, changeTrend, countChange, formatPercent } from '../../../src/custom/admin/dashboard/userCountChange';


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

  it("tallies the newcomers per tile from the server's counts by role, masters only in the total", () => {
    // The server counts the last 30 days' accounts (newLast30Days): the dashboard reads no user list for it.
    expect(addedOf({ total: 4, byRole: { 0: 1, 1: 1, 2: 0, 3: 1, 4: 1 } })).toEqual({ total: 4, customers: 1, suppliers: 1, employees: 0, admins: 1 });
    expect(addedOf({ total: 0, byRole: {} })).toEqual({ total: 0, customers: 0, suppliers: 0, employees: 0, admins: 0 });
  });

  it('writes percentages the Turkish way', () => {
    expect(formatPercent(12.5)).toBe('%12,5');
  });
});
