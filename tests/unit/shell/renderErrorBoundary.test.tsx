import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const leavePage = vi.fn();
vi.mock('../../../src/custom/errors/leavePage', () => ({ leavePage: (url: string) => leavePage(url) }));

const { RenderErrorBoundary } = await import('../../../src/custom/errors/RenderErrorBoundary');
const { parseErrorQuery } = await import('../../../src/custom/errors/errorDetails');

const Broken = (): never => {
  throw new Error('Liste çöktü');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  leavePage.mockReset();
});

describe('a render error', () => {
  it('is logged, shows the spinner text, and after about 100 ms goes to /error with the details', () => {
    render(
      <RenderErrorBoundary>
        <Broken />
      </RenderErrorBoundary>,
    );
    expect(screen.getByText('Hata sayfasına yönlendiriliyorsunuz...')).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Render error:', expect.any(Error), expect.any(String));
    act(() => vi.advanceTimersByTime(50));
    expect(leavePage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(60));
    expect(leavePage).toHaveBeenCalledTimes(1);
    const url = leavePage.mock.calls[0][0] as string;
    expect(url.startsWith('/error?')).toBe(true);
    const details = parseErrorQuery(url.slice('/error'.length));
    expect(details.message).toBe('Liste çöktü');
    expect(details.stack).toContain('Liste çöktü');
    expect(details.componentStack).toContain('Broken');
  });

  it('leaves healthy children alone', () => {
    render(
      <RenderErrorBoundary>
        <p>sağlam</p>
      </RenderErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByText('sağlam')).toBeInTheDocument();
    expect(leavePage).not.toHaveBeenCalled();
  });
});
