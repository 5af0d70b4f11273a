import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBackCloses } from '../../../src/ui/useBackCloses';

// The browser's back closes an open dialog: its own history entry at the same address while open.

const mark = () => (history.state as { openDialog?: number } | null)?.openDialog ?? null;
const popped = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));

afterEach(async () => {
  // Leave no dialog and no entry of one for the next test (an unmounted open dialog takes its own back).
  cleanup();
  await Promise.resolve();
  while (mark() !== null) {
    const done = popped();
    history.back();
    await done;
  }
});

describe('useBackCloses', () => {
  it('adds an entry while open and takes it back when the dialog closes otherwise', async () => {
    const { rerender } = renderHook(({ open }) => useBackCloses(open, vi.fn()), { initialProps: { open: true } });
    expect(mark()).not.toBeNull();
    const back = popped();
    rerender({ open: false });
    await back;
    expect(mark()).toBeNull();
  });

  it('closes the dialog on back, and does not go back again itself', async () => {
    const close = vi.fn();
    const { rerender } = renderHook(({ open }) => useBackCloses(open, close), { initialProps: { open: true } });
    const back = popped();
    history.back();
    await back;
    expect(close).toHaveBeenCalledTimes(1);
    const goBack = vi.spyOn(history, 'back');
    rerender({ open: false });
    await Promise.resolve();
    expect(goBack).not.toHaveBeenCalled();
    goBack.mockRestore();
  });

  it('keeps a dialog that cannot close now (saving) open, its entry put back for the next back', async () => {
    const { result } = renderHook(() => useBackCloses(true, undefined));
    expect(result.current).toBeUndefined();
    const back = popped();
    history.back();
    await back;
    expect(mark()).not.toBeNull();
  });

  it('hands the entry of a dialog closed in the same commit to the one opened in it', async () => {
    const { rerender } = renderHook(
      ({ first }) => {
        useBackCloses(first, vi.fn());
        useBackCloses(!first, vi.fn());
      },
      { initialProps: { first: true } },
    );
    const before = mark();
    rerender({ first: false });
    await Promise.resolve();
    expect(mark()).not.toBeNull();
    expect(mark()).not.toBe(before);
    // One entry for the two: a single back reaches the page (an entry each left the first's under it).
    const back = popped();
    history.back();
    await back;
    expect(mark()).toBeNull();
  });

  it('passes over a closed dialog’s entry that forward comes to: back then forward leaves the page where it was', async () => {
    const close = vi.fn();
    const { rerender } = renderHook(({ open }) => useBackCloses(open, close), { initialProps: { open: true } });
    const back = popped();
    history.back();
    await back;
    rerender({ open: false });
    // Forward reaches the dialog's entry, with nothing to show, and goes back off it by itself.
    const forward = popped();
    history.forward();
    await forward;
    const passedOver = popped();
    await passedOver;
    expect(mark()).toBeNull();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
