import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePanelRead } from '../../../src/resources/materials/usePanelRead';

afterEach(cleanup);

describe('a read of the panel that is no declared resource’s', () => {
  it('asks again for a new key, and a closed dialog (null) forgets the answer it had', async () => {
    const load = vi.fn(async () => `fiyatlar ${load.mock.calls.length}`);
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => usePanelRead(key, load), { initialProps: { key: '7' as string | null } });
    await waitFor(() => expect(result.current.data).toBe('fiyatlar 1'));

    rerender({ key: null });
    expect(result.current).toEqual({ data: undefined, error: undefined, isPending: false });

    rerender({ key: '7' });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toBe('fiyatlar 2'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the failure, not an answer', async () => {
    const refused = new Error('Malzeme bulunamadı');
    const { result } = renderHook(() => usePanelRead('9', async () => Promise.reject(refused)));
    await waitFor(() => expect(result.current.error).toBe(refused));
    expect(result.current.isPending).toBe(false);
  });
});
