import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from '../../../src/custom/errors/ErrorPage';
import { errorPageUrl, parseErrorQuery } from '../../../src/custom/errors/errorDetails';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/error" element={<ErrorPage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the error page’s query', () => {
  it('reads message, stack and componentStack URL-decoded', () => {
    const parsed = parseErrorQuery('?message=%C3%87%C3%B6kt%C3%BC%20%26%20bitti&stack=Error%3A%20x%0A%20%20at%20y&componentStack=%0A%20%20at%20Liste');
    expect(parsed).toEqual({ message: 'Çöktü & bitti', stack: 'Error: x\n  at y', componentStack: '\n  at Liste' });
  });

  it('defaults the message to Bir hata oluştu', () => {
    expect(parseErrorQuery('').message).toBe('Bir hata oluştu');
    expect(parseErrorQuery('?message=%20%20').message).toBe('Bir hata oluştu');
  });

  it('round-trips what a render error sends, however odd the text, and caps the length', () => {
    const details = { message: 'a&b=c %41 ğüşiöç #?', stack: 'Error\n  at f (x.js:1:2)', componentStack: '\n  at App' };
    const url = errorPageUrl(details);
    expect(url.startsWith('/error?')).toBe(true);
    expect(parseErrorQuery(url.slice('/error'.length))).toEqual(details);
    expect(parseErrorQuery(errorPageUrl({ message: 'x', stack: 's'.repeat(10_000) }).slice(6)).stack.length).toBeLessThanOrEqual(1500);
  });
});

describe('the error page', () => {
  it('shows the heading, the message and the advice', () => {
    renderAt('/error?message=Beklenmeyen%20durum');
    expect(screen.getByRole('heading', { name: 'Bir Hata Oluştu' })).toBeInTheDocument();
    expect(screen.getByTestId('error-message')).toHaveTextContent('Beklenmeyen durum');
    expect(screen.getByText('Sorun devam ederse lütfen sistem yöneticisiyle iletişime geçin.')).toBeInTheDocument();
  });

  it('copies message, stack and component stack, then alerts', async () => {
    // user-event installs its own clipboard on setup: ours goes in after it.
    const ue = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAt('/error?message=patladi&stack=STACK-1&componentStack=COMP-2');
    await ue.click(screen.getByRole('button', { name: 'Kopyala' }));
    const copied = writeText.mock.calls[0]?.[0] as string;
    expect(copied).toContain('patladi');
    expect(copied).toContain('STACK-1');
    expect(copied).toContain('COMP-2');
    await act(async () => undefined);
    expect(alert).toHaveBeenCalledWith('Hata detayları panoya kopyalandı!');
  });
});
