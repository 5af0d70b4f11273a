import type { Page, Request } from '@playwright/test';

/** The live change stream stays open as long as its page: it is never "finished". */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/v1/events';

/**
 * Playwright's 'networkidle' for pages that hold the live change stream (the operator screen, the project page, the
 * bench board): with the stream open it never comes. Watches the page's requests from now on and
 * answers a wait that resolves once none but the stream has been in flight for `quietMs`.
 */
export const watchQuiet = (page: Page, quietMs = 500) => {
  const inFlight = new Set<Request>();
  let changed = () => {};
  page.on('request', (r) => {
    if (isLiveStream(r)) return;
    inFlight.add(r);
    changed();
  });
  const settle = (r: Request) => {
    inFlight.delete(r);
    changed();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);

  return async () => {
    await page.waitForLoadState('load');
    await new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      changed = () => {
        clearTimeout(timer);
        if (inFlight.size === 0) timer = setTimeout(done, quietMs);
      };
      const done = () => {
        changed = () => {};
        resolve();
      };
      changed();
    });
  };
};
