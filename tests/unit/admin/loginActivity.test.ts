import { describe, expect, it } from 'vitest';
import { isRecentlyActive } from '../../../src/custom/admin/users/loginActivity';

const NOW = Date.parse('2025-10-31T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();

describe('the 30-day activity window', () => {
  it('counts a login within 30 days as active', () => {
    expect(isRecentlyActive(daysAgo(0), NOW)).toBe(true);
    expect(isRecentlyActive(daysAgo(29.9), NOW)).toBe(true);
  });

  it('counts 30 days or more, or no login at all, as passive', () => {
    expect(isRecentlyActive(daysAgo(30), NOW)).toBe(false);
    expect(isRecentlyActive(daysAgo(400), NOW)).toBe(false);
    expect(isRecentlyActive(null, NOW)).toBe(false);
    expect(isRecentlyActive('not a date', NOW)).toBe(false);
  });
});
