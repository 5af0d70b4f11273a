import { beforeEach, describe, expect, it } from 'vitest';
import { formatMmSs, isCoolingDown, readCooldownEnd, secondsLeft, startCooldown, timestampToMs } from '../../../src/custom/auth/cooldown';

beforeEach(() => localStorage.clear());

describe('cooldown helpers', () => {
  it('formats seconds as mm:ss', () => {
    expect(formatMmSs(120)).toBe('02:00');
    expect(formatMmSs(65)).toBe('01:05');
    expect(formatMmSs(9)).toBe('00:09');
    expect(formatMmSs(0)).toBe('00:00');
    expect(formatMmSs(-3)).toBe('00:00');
  });

  it('rounds the seconds left up, so a fresh cooldown shows its full length', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
  });

  it('keeps the end in localStorage per key', () => {
    const end = startCooldown('reset:email', 120);
    expect(readCooldownEnd('reset:email')).toBe(end);
    expect(isCoolingDown('reset:email')).toBe(true);
    expect(isCoolingDown('reset:sms')).toBe(false);
  });

  it('counts from a server timestamp, never past now + length', () => {
    const now = Date.now();
    expect(secondsLeft(startCooldown('a', 120, now - 30_000))).toBeLessThanOrEqual(90);
    expect(secondsLeft(startCooldown('b', 120, now + 3_600_000))).toBeLessThanOrEqual(120);
    expect(isCoolingDown('c')).toBe(false);
    startCooldown('c', 120, now - 200_000);
    expect(isCoolingDown('c')).toBe(false);
  });

  it('reads the smsTimeestamp in ms, seconds or as a date', () => {
    expect(timestampToMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(timestampToMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(timestampToMs('2025-10-04T10:00:00.000Z')).toBe(Date.parse('2025-10-04T10:00:00.000Z'));
    expect(timestampToMs('1700000000000')).toBe(1_700_000_000_000);
    expect(timestampToMs(null, 42)).toBe(42);
    expect(timestampToMs('garbage', 42)).toBe(42);
  });
});
