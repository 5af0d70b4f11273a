import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExchangeRatesDisplay } from '../../../src/custom/shell/ExchangeRatesDisplay';
import { LiveClock } from '../../../src/custom/shell/LiveClock';
import { RATES_POLL_MS } from '../../../src/custom/shell/useExchangeRates';
import { json, serve } from './shellHarness';

beforeEach(() => localStorage.setItem('access_token', 'token'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the exchange rates on the top bar', () => {
  it('shows EUR and USD in ₺ with 2 decimals', async () => {
    const fetchMock = serve(() => json(200, { success: true, data: { EUR: 36.4567, USD: 33.1 }, message: 'ok' }));
    render(<ExchangeRatesDisplay />);
    expect(await screen.findByText('₺36,46')).toBeInTheDocument();
    expect(screen.getByTestId('rate-USD')).toHaveTextContent('₺33,10');
    expect(fetchMock.mock.calls[0][0]).toBe('/v1/users/exchange-rates');
  });

  it("shows '-' when the server knows no rate", async () => {
    serve(() => json(200, { success: false, data: null, message: 'Kur bilgisi alınamadı' }));
    render(<ExchangeRatesDisplay />);
    await vi.waitFor(() => expect(screen.getByTestId('rate-EUR')).toHaveTextContent('EUR-'));
    expect(screen.getByTestId('rate-USD')).toHaveTextContent('USD-');
  });

  it("tells the rates' date, and offline that they are the last known ones (issue 22)", async () => {
    serve(() => json(200, { success: true, data: { EUR: 36.4567, USD: 33.1 }, updatedAt: '2026-11-26T06:30:00.000Z', fresh: true, message: 'Döviz kurları güncel.' }));
    const { unmount } = render(<ExchangeRatesDisplay />);
    expect(await screen.findByText('₺36,46')).toBeInTheDocument();
    expect(screen.getByTestId('rate-EUR').getAttribute('aria-label')).toMatch(/^Kur tarihi: 26\.11\.2026 \d{2}:30:00$/);
    unmount();
    serve(() => json(200, { success: true, data: { EUR: 36.4567, USD: 33.1 }, updatedAt: '2026-11-20T06:30:00.000Z', fresh: false, message: 'Döviz kurları şu anda güncellenemiyor; son bilinen değerler gösteriliyor.' }));
    render(<ExchangeRatesDisplay />);
    await vi.waitFor(() => expect(screen.getByTestId('rate-USD').getAttribute('aria-label')).toMatch(/^Kur tarihi: 20\.11\.2026 \d{2}:30:00 · Döviz kurları şu anda güncellenemiyor; son bilinen değerler gösteriliyor\.$/));
    expect(screen.getByTestId('rate-USD')).toHaveTextContent('₺33,10');
  });

  it("shows '-' with the server's Turkish note while no rates were ever known (a 200, not an error)", async () => {
    const none = 'Henüz döviz kuru yok: merkez bankasının kurlarına ulaşılamadı.';
    serve(() => json(200, { success: true, data: null, updatedAt: null, fresh: false, message: none }));
    render(<ExchangeRatesDisplay />);
    await vi.waitFor(() => expect(screen.getByTestId('rate-EUR')).toHaveAttribute('aria-label', none));
    expect(screen.getByTestId('rate-EUR')).toHaveTextContent('EUR-');
  });

  it('polls every 5 minutes and keeps the last rates when a poll fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let calls = 0;
    serve(() => (++calls === 1 ? json(200, { success: true, data: { EUR: 30, USD: 28 } }) : json(503, { success: false, message: 'yok' })));
    render(<ExchangeRatesDisplay />);
    expect(await screen.findByText('₺30,00')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RATES_POLL_MS);
    });
    expect(calls).toBe(2);
    expect(screen.getByTestId('rate-EUR')).toHaveTextContent('₺30,00');
  });
});

describe('the clock', () => {
  it('shows tr-TR date and time and ticks every second', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-10-04T09:15:30Z'));
    render(<LiveClock />);
    const clock = screen.getByTestId('top-bar-clock');
    expect(clock).toHaveTextContent(/Ekim 2025/);
    const before = clock.textContent;
    act(() => vi.advanceTimersByTime(1000));
    expect(clock.textContent).not.toBe(before);
    expect(clock.textContent).toMatch(/\d{2}:\d{2}:31/);
  });
});
