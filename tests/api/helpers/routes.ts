import type { FastifyInstance, RouteOptions } from 'fastify';
import { vi } from 'vitest';
import type { RouteAccess } from '../../../src/domain/permissions';

/** One registered /v1 route as the guards see it. */
export interface ApiRoute {
  method: string;
  /** With the /v1 prefix and Fastify's :param placeholders. */
  url: string;
  access: RouteAccess | undefined;
}

const recorded: RouteOptions[] = [];

/**
 * A stand-in for the 'fastify' module that records every route through an onRoute hook added
 * before anything else is registered. Fastify has no public list of routes with their options,
 * and buildApp assembles the whole app, so the guard tests swap the module in:
 *   vi.mock('fastify', async () => (await import('./helpers/routes')).recordingFastify());
 */
export const recordingFastify = async () => {
  const actual = await vi.importActual<typeof import('fastify')>('fastify');
  const make = ((opts?: object) => {
    const app = (actual.default as unknown as (o?: object) => FastifyInstance)(opts);
    app.addHook('onRoute', (route) => {
      recorded.push(route);
    });
    return app;
  }) as unknown as typeof actual.default;
  return { ...actual, default: make, fastify: make };
};

/**
 * Every API route of the apps built so far (one per method), except the OpenAPI viewer under
 * /v1/docs (static files of @fastify/swagger-ui) and the HEAD twins Fastify adds to GET routes.
 */
export const apiRoutes = (): ApiRoute[] => {
  const seen = new Map<string, ApiRoute>();
  for (const route of recorded) {
    if (!route.url.startsWith('/v1/') || route.url.startsWith('/v1/docs')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      if (!seen.has(key)) seen.set(key, { method, url: route.url, access: (route.config as { access?: RouteAccess } | undefined)?.access });
    }
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
};

export const isWrite = (route: ApiRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

/** Fills :params (and a trailing wildcard) of a route's url. */
export const fillParams = (url: string, value: (name: string) => string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => value(name)).replace(/\*$/, () => value('*'));

let ipCounter = 0;
/**
 * A different client address per call (inject only, no traffic leaves the process), so per-IP
 * rate limits of the auth routes do not turn the guards' answers into 429s.
 */
export const nextClientIp = () => {
  const n = ++ipCounter;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
