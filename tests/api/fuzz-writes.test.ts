// Guard (2) of issue 2: every write route, sent malformed bodies, query strings and ids by
// the admin and by a stranger, never answers 5xx, and a refused request (4xx) writes no row.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from './helpers/app';
import { malformedBody, malformedId, malformedQuery, type RawBody } from './helpers/malformed';
import { apiRoutes, fillParams, isWrite, nextClientIp, type ApiRoute } from './helpers/routes';
import { rowCounter } from './helpers/rowCounts';

vi.mock('fastify', async () => (await import('./helpers/routes')).recordingFastify());

const t = await buildTestApp();
afterAll(() => t.close());
const writeRoutes = apiRoutes().filter(isWrite);

/** Runs per route and kind of malformation; FUZZ_RUNS raises it for a longer local hunt. */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const VALID_MISSING_ID = '987654';

/**
 * Rows a refused request may legitimately write: the record of the refusal itself.
 * A failed sign-in is counted for the per-account lockout (login_failures) and may be
 * written to the activity log as a failed attempt; a request to a limited route counts against
 * its limit whatever it sends (on PostgreSQL in rate_limits, shared by every process); nothing
 * else may grow on a 4xx.
 */
const REFUSAL_RECORDS: Record<string, (route: ApiRoute, status: number) => boolean> = {
  login_failures: (route, status) => route.url === '/v1/auth/login' && (status === 401 || status === 423 || status === 429),
  activity_logs: (route, status) => route.url === '/v1/auth/login' && (status === 401 || status === 423 || status === 429),
  rate_limits: () => true,
};

const { tables, count: rowCounts } = await rowCounter(t.app.db);

interface Attempt {
  caller: 3 | null;
  path: string;
  body?: RawBody;
}

const send = async (route: ApiRoute, attempt: Attempt) => {
  const headers: Record<string, string> = {};
  if (attempt.caller !== null) headers.authorization = `Bearer ${await t.tokenFor(attempt.caller)}`;
  if (attempt.body) headers['content-type'] = attempt.body.contentType;
  const before = await rowCounts();
  const res = await t.app.inject({ method: route.method as 'POST', url: attempt.path, headers, payload: attempt.body?.payload, remoteAddress: nextClientIp() });
  const what = `${route.method} ${attempt.path.slice(0, 300)} as ${attempt.caller ?? 'anonymous'} body ${attempt.body?.contentType ?? '-'} ${attempt.body?.payload.slice(0, 300) ?? ''}`;
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const after = await rowCounts();
    for (const table of tables) {
      if (after[table] === before[table] || REFUSAL_RECORDS[table]?.(route, res.statusCode)) continue;
      expect.fail(`${what} → ${res.statusCode} yet ${table} went from ${before[table]} to ${after[table]} rows`);
    }
  }
};

const caller = fc.constantFrom<3 | null>(3, null);
const hasBody = (route: ApiRoute) => route.method !== 'DELETE';
const pathOf = (route: ApiRoute, id = VALID_MISSING_ID, query = '') => fillParams(route.url, () => id) + (query ? `?${query}` : '');
const emptyBody: RawBody = { payload: '{}', contentType: 'application/json' };
/** Always tried first, as the admin: kinds of body that once broke a route here. */
const BODY_EXAMPLES: RawBody[] = [
  { payload: 'garbage', contentType: 'multipart/form-data; boundary=x' },
  { payload: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
];

describe('malformed writes', () => {
  it('has write routes to try', () => {
    expect(writeRoutes.length).toBeGreaterThan(0);
  });

  describe.each(writeRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_, route) => {
    if (hasBody(route))
      it('survives malformed bodies', async () => {
        await fc.assert(
          fc.asyncProperty(caller, malformedBody, (who, body) => send(route, { caller: who, path: pathOf(route), body })),
          { numRuns: NUM_RUNS, examples: BODY_EXAMPLES.map((body) => [3, body] as [3, RawBody]) },
        );
      });

    it('survives malformed query strings', async () => {
      await fc.assert(
        fc.asyncProperty(caller, malformedQuery, (who, query) =>
          send(route, { caller: who, path: pathOf(route, VALID_MISSING_ID, query), body: hasBody(route) ? emptyBody : undefined }),
        ),
        { numRuns: NUM_RUNS },
      );
    });

    if (route.url.includes(':'))
      it('survives malformed ids', async () => {
        await fc.assert(
          fc.asyncProperty(caller, malformedId, (who, id) => send(route, { caller: who, path: pathOf(route, id), body: hasBody(route) ? emptyBody : undefined })),
          { numRuns: NUM_RUNS },
        );
      });
  });

  it('left Object.prototype alone', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });
});
