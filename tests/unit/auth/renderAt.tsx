import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { ToastProvider } from '../../../src/ui/ToastProvider';

/** Shows where the page navigated to. */
const Arrived = () => <div data-testid="arrived">{useLocation().pathname}</div>;

/** Renders one public page at a URL; any navigation away lands on a marker showing the new path. */
export const renderAt = (url: string, pattern: string, page: ReactElement) =>
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Stubs fetch with a handler and returns the mock for assertions. */
export const serve = (handler: Handler) => {
  const mock = vi.fn<Handler>(handler);
  vi.stubGlobal('fetch', mock);
  return mock;
};
