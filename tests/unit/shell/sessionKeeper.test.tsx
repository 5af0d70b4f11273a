import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionKeeper } from '../../../src/custom/shell/useSessionKeeper';
import { REFRESH_EVERY_MS } from '../../../src/providers/timeouts';
import { LOGOUT_EVENT } from '../../../src/providers/tokenStore';
import { json, renderInAdmin, serve, userOf } from './shellHarness';

const Keeper = () => {
  useSessionKeeper();
  return <p>kabuk</p>;
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem('access_token', 'eski-token');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the session keeper', () => {
  it('refreshes the access token every 13 minutes while signed in', async () => {
    const fetchMock = serve((url) => (url.endsWith('/auth/refresh') ? json(200, { accessToken: 'yeni-token' }) : json(404, {})));
    renderInAdmin(<Keeper />, { user: userOf(3) });
    await screen.findByText('kabuk');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS - 1000);
    });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh'))).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh'))).toHaveLength(1);
    expect(localStorage.getItem('access_token')).toBe('yeni-token');
  });

  it('leaves for /auth/login when the refresh fails', async () => {
    serve(() => json(401, { success: false }));
    renderInAdmin(<Keeper />, { user: userOf(3) });
    await screen.findByText('kabuk');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_EVERY_MS + 100);
    });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/login');
    expect(localStorage.getItem('access_token')).toBeNull();
  });

  it('stays signed in, its token kept, when the refresh gets no answer (the Wi-Fi, a restart)', async () => {
    const fetchMock = serve((url) => {
      if (url.endsWith('/auth/refresh') && fetchMock.mock.calls.length === 1) throw new TypeError('Failed to fetch');
      return url.endsWith('/auth/refresh') ? json(503, { success: false }) : json(404, {});
    });
    renderInAdmin(<Keeper />, { user: userOf(3) });
    await screen.findByText('kabuk');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * REFRESH_EVERY_MS + 100);
    });
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/refresh'))).toHaveLength(2);
    expect(screen.queryByTestId('arrived')).toBeNull();
    expect(localStorage.getItem('access_token')).toBe('test-token');
  });

  it('leaves for /auth/login when another tab signs out', async () => {
    serve(() => json(404, {}));
    renderInAdmin(<Keeper />, { user: userOf(3) });
    await screen.findByText('kabuk');
    act(() => {
      localStorage.removeItem('access_token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', oldValue: 'test-token', newValue: null }));
    });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/login');
  });

  it('leaves for /auth/login on the logout event (any other 401)', async () => {
    serve(() => json(404, {}));
    renderInAdmin(<Keeper />, { user: userOf(0) });
    await screen.findByText('kabuk');
    act(() => {
      window.dispatchEvent(new Event(LOGOUT_EVENT));
    });
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/auth/login');
  });
});
