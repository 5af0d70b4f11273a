// Issue 12: every route, reads included, sent malformed query strings, ids and bodies by the
// admin, an employee and a stranger, never answers 5xx. The writes' "a refusal writes no row"
// check is fuzz-writes.test.ts's; this file is about breadth: at least 10,000 generated
// requests, and the run prints how many it sent and how many got 5xx.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers/app';
import { malformedBody, malformedId, malformedQuery, type RawBody } from './helpers/malformed';
import { apiRoutes, fillParams, isWrite, nextClientIp, type ApiRoute } from './helpers/routes';

vi.mock('fastify', async () => (await import('./helpers/routes')).recordingFastify());

const t = await buildTestApp();
const routes = apiRoutes();
/** Enough runs per route and kind for 10,000 requests in all; FUZZ_RUNS overrides. */
const MIN_REQUESTS = 10_000;
const kindsOf = (route: ApiRoute) => 1 + (route.url.includes(':') ? 1 : 0) + (isWrite(route) && route.method !== 'DELETE' ? 1 : 0);
const RUNS = Number(process.env.FUZZ_RUNS) || Math.ceil(MIN_REQUESTS / routes.reduce((n, r) => n + kindsOf(r), 0));

let sent = 0;
const serverErrors: string[] = [];
afterAll(async () => {
  console.log(`fuzz: ${sent} generated requests over ${routes.length} routes, ${serverErrors.length} answered 5xx`);
  await t.close();
});

type Caller = 3 | 2 | null;
const caller = fc.constantFrom<Caller>(3, 2, null);
const VALID_MISSING_ID = '987654';
const emptyJson: RawBody = { payload: '{}', contentType: 'application/json' };

const send = async (route: ApiRoute, who: Caller, path: string, body?: RawBody) => {
  const headers: Record<string, string> = {};
  if (who !== null) headers.authorization = `Bearer ${await t.tokenFor(who)}`;
  if (body) headers['content-type'] = body.contentType;
  const res = await t.app.inject({ method: route.method as 'GET', url: path, headers, payload: body?.payload, remoteAddress: nextClientIp() });
  sent++;
  if (res.statusCode >= 500) serverErrors.push(`${route.method} ${path.slice(0, 200)} as ${who ?? 'anonymous'} → ${res.statusCode}`);
  expect(res.statusCode, `${route.method} ${path.slice(0, 300)} as ${who ?? 'anonymous'} ${body?.payload.slice(0, 200) ?? ''} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
};

const pathOf = (route: ApiRoute, id = VALID_MISSING_ID, query = '') => fillParams(route.url, () => id) + (query ? `?${query}` : '');
const bodyFor = (route: ApiRoute) => (isWrite(route) && route.method !== 'DELETE' ? emptyJson : undefined);

describe('every route under malformed input', () => {
  it('has routes to try, reads among them', () => {
    expect(routes.filter((r) => r.method === 'GET').length).toBeGreaterThan(20);
  });

  describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_, route) => {
    it('answers malformed query strings with 2xx, 3xx or 4xx', async () => {
      await fc.assert(
        fc.asyncProperty(caller, malformedQuery, (who, query) => send(route, who, pathOf(route, VALID_MISSING_ID, query), bodyFor(route))),
        { numRuns: RUNS },
      );
    });

    if (route.url.includes(':'))
      it('answers malformed ids with 4xx', async () => {
        await fc.assert(
          fc.asyncProperty(caller, malformedId, (who, id) => send(route, who, pathOf(route, id), bodyFor(route))),
          { numRuns: RUNS },
        );
      });

    if (isWrite(route) && route.method !== 'DELETE')
      it('answers malformed bodies with 2xx or 4xx', async () => {
        await fc.assert(
          fc.asyncProperty(caller, malformedBody, (who, body) => send(route, who, pathOf(route), body)),
          { numRuns: RUNS },
        );
      });
  });

  it(`sent at least ${MIN_REQUESTS} requests, none answered 5xx`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(serverErrors).toEqual([]);
  });
});
