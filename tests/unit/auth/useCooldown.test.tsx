import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCooldown } from '../../../src/custom/auth/useCooldown';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-10-04T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('useCooldown', () => {
  it('counts 120 s down in one-second ticks and then allows the action again', () => {
    const { result } = renderHook(() => useCooldown('sms:905321234567'));
    expect(result.current.active).toBe(false);

    act(() => result.current.start());
    expect(result.current).toMatchObject({ active: true, remaining: 120, label: '02:00' });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.label).toBe('01:59');

    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current.label).toBe('01:00');

    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toMatchObject({ active: false, remaining: 0, label: '00:00' });
    expect(localStorage.getItem('cooldown:sms:905321234567')).toBeNull();
  });

  it('survives a reload: a new hook on the same key sees the running cooldown', () => {
    const first = renderHook(() => useCooldown('reset:email'));
    act(() => first.result.current.start());
    act(() => vi.advanceTimersByTime(30_000));
    first.unmount();

    const second = renderHook(() => useCooldown('reset:email'));
    expect(second.result.current).toMatchObject({ active: true, label: '01:30' });
  });

  it('keeps one cooldown per key', () => {
    const email = renderHook(() => useCooldown('reset:email'));
    const sms = renderHook(() => useCooldown('reset:sms'));
    act(() => email.result.current.start());
    expect(email.result.current.active).toBe(true);
    expect(sms.result.current.active).toBe(false);
  });

  it('follows its key when it changes', () => {
    const { result, rerender } = renderHook(({ key }) => useCooldown(key), { initialProps: { key: 'reset:email' as string | null } });
    act(() => result.current.start(10));
    rerender({ key: 'reset:sms' });
    expect(result.current.active).toBe(false);
    rerender({ key: 'reset:email' });
    expect(result.current).toMatchObject({ active: true, label: '00:10' });
    rerender({ key: null });
    expect(result.current.active).toBe(false);
  });

  it('takes a shorter or longer wait (a server retryAfter) and can be cleared', () => {
    const { result } = renderHook(() => useCooldown('x'));
    act(() => result.current.start(300));
    expect(result.current.label).toBe('05:00');
    act(() => result.current.clear());
    expect(result.current.active).toBe(false);
    expect(localStorage.getItem('cooldown:x')).toBeNull();
  });
});
