import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingProvider, MAX_LOADING_MS, useLoading } from '../../../src/custom/loading/LoadingProvider';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

let api: ReturnType<typeof useLoading>;
const Grab = () => {
  api = useLoading();
  return <button>altındaki düğme</button>;
};

describe('the global loading overlay', () => {
  it('covers the app with the spec’s texts while loading, and goes away on hide', () => {
    render(
      <LoadingProvider>
        <Grab />
      </LoadingProvider>,
    );
    expect(screen.queryByText('Sistem Yükleniyor')).not.toBeInTheDocument();
    act(() => api.show());
    for (const text of ['Sistem Yükleniyor', 'Lütfen bekleyiniz, uygulama hazırlanıyor...', 'Yükleniyor...', 'Bileşenler hazırlanıyor'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
    act(() => api.hide());
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });

  it('is forced off after 10 s at most', () => {
    vi.useFakeTimers();
    render(
      <LoadingProvider>
        <Grab />
      </LoadingProvider>,
    );
    act(() => api.show());
    act(() => vi.advanceTimersByTime(MAX_LOADING_MS + 10));
    expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  });
});
