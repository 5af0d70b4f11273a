// Guard (1) of issue 2: every /v1 route, called as anonymous and as each of the five demo
// roles, answers as the permission matrix of src/domain says. A route added later falls under
// it with no change here.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { grants, ROLE_PERMISSIONS, type RouteAccess } from '../../src/domain/permissions';
import { ROLE_NUMBERS, type RoleNumber } from '../../src/domain/roles';
import { buildTestApp } from './helpers/app';
import { apiRoutes, fillParams, isWrite, nextClientIp, type ApiRoute } from './helpers/routes';

vi.mock('fastify', async () => (await import('./helpers/routes')).recordingFastify());

const t = await buildTestApp();
afterAll(() => t.close());
const routes = apiRoutes();

/**
 * Path params get an id no row has: the guard answers before the handler looks anything up,
 * and a handler that does (a destructive one, a row-scoped one) meets a missing row, not the
 * demo admin's.
 */
const MISSING_ID = '987654';
const UPSTREAM_DOWN = [502, 503, 504];

const call = async (route: ApiRoute, role: RoleNumber | null) => {
  const headers: Record<string, string> = {};
  if (role !== null) headers.authorization = `Bearer ${await t.tokenFor(role)}`;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: fillParams(route.url, () => MISSING_ID),
    headers,
    // The smallest JSON body a write route can be sent; the guard must answer before validation.
    ...(isWrite(route) && route.method !== 'DELETE' ? { payload: {} } : {}),
    remoteAddress: nextClientIp(),
  });
  return { status: res.statusCode, body: res.body };
};

/**
 * What the matrix promises a caller: refused with 401 or 403, or let through to the handler
 * (anything but 401 / 403). A public route is let through for everyone; its handler may still
 * answer 401 on its own grounds (a refresh without its cookie), which 'answers everyone alike'
 * checks does not depend on the caller.
 */
const expected = (access: RouteAccess, role: RoleNumber | null): 401 | 403 | 'allowed' | 'public' => {
  if (access === 'public') return 'public';
  if (role === null) return 401;
  if (access === 'signedIn') return 'allowed';
  return grants(access, ROLE_PERMISSIONS[role]) ? 'allowed' : 403;
};

describe('route matrix', () => {
  it('finds the API routes', () => {
    expect(routes.length).toBeGreaterThan(0);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', url: '/v1/health', access: 'public' }));
  });

  describe.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_, route) => {
    it('declares who may call it', () => {
      expect(route.access, 'no config.access on the route').toBeDefined();
    });

    it.each([null, ...ROLE_NUMBERS] as const)('answers role %s as the matrix says', async (role) => {
      const { status, body } = await call(route, role);
      const detail = `${route.method} ${route.url} as ${role ?? 'anonymous'} (access ${route.access}) → ${status} ${body.slice(0, 200)}`;
      // An upstream being down (503 from the exchange rates while offline) is no fault of the
      // route; any other 5xx is.
      expect(status === 500 || (status > 500 && !UPSTREAM_DOWN.includes(status)), detail).toBe(false);
      const want = expected(route.access!, role);
      if (want === 'public') expect(status, detail).not.toBe(403);
      else if (want === 'allowed') expect([401, 403], detail).not.toContain(status);
      else expect(status, detail).toBe(want);
    });

    // A public route's answer does not depend on who asks (e.g. a refresh without its cookie
    // may answer 401 to everyone alike, but never only to strangers).
    if (route.access === 'public')
      it('answers everyone alike', async () => {
        const statuses = new Set<number>();
        for (const role of [null, ...ROLE_NUMBERS] as const) statuses.add((await call(route, role)).status);
        expect([...statuses], `${route.method} ${route.url}`).toHaveLength(1);
        expect([...statuses]).not.toContain(403);
      });
  });
});
