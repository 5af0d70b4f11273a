// Every /v1 route declares what it answers: the OpenAPI document shows a 2xx reply and the
// shared error reply for each, and Fastify serialises with those schemas without changing
// what a client receives.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from '../../server/routes/replySerializer';
import { openObject, timestamp } from '../../server/routes/replies';
import { buildTestApp } from './helpers/app';
import { apiRoutes } from './helpers/routes';

vi.mock('fastify', async () => (await import('./helpers/routes')).recordingFastify());

const t = await buildTestApp();
afterAll(() => t.close());

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const documented = async (): Promise<Document> => {
  const res = await t.app.inject({ method: 'GET', url: '/v1/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json() as Document;
};

/** Fastify's /v1/jobs/:id is OpenAPI's /v1/jobs/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('shows a 2xx reply with a schema, and the error reply, for every /v1 route', async () => {
    const doc = await documented();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const ok = Object.entries(op?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      const withSchema = ok.some(([, r]) => Object.values(r.content ?? {}).some((c) => c.schema && Object.keys(c.schema).length > 0));
      const errorShown = Boolean(op?.responses?.['4XX'] ?? op?.responses?.['4xx']);
      if (!withSchema || !errorShown) missing.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('names the keys of a list reply and the type of file downloads', async () => {
    const doc = await documented();
    const counters = doc.paths['/v1/counters']?.get?.responses?.['200']?.content?.['application/json']?.schema as {
      properties?: Record<string, { items?: { properties?: Record<string, unknown> } }>;
    };
    expect(Object.keys(counters.properties ?? {})).toEqual(expect.arrayContaining(['success', 'data', 'total']));
    expect(Object.keys(counters.properties?.data?.items?.properties ?? {})).toEqual(expect.arrayContaining(['id', 'name', 'status', 'createdAt']));
    expect(Object.keys(doc.paths['/v1/logs/export']?.get?.responses?.['200']?.content ?? {})).toEqual(['text/csv']);
  });
});

describe('serialising with the reply schemas', () => {
  const compile = (schema: z.ZodType, check = false) => replySerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
  const shape = openObject({ name: z.string().nullable(), count: z.number(), at: timestamp, done: z.boolean().nullable() });

  it('writes exactly what JSON.stringify writes: nulls, fractions, dates and keys the schema does not name', () => {
    const value = { name: null, count: 12.5, at: new Date('2026-11-23T10:00:00.123Z'), done: null, extra: { nested: [1, 'a'] } };
    expect(compile(shape)(value)).toBe(JSON.stringify(value));
    const withInt = z.object({ n: z.number().int(), tags: z.array(z.string()) });
    expect(compile(withInt)({ n: 3.7, tags: [] })).toBe(JSON.stringify({ n: 3.7, tags: [] }));
  });

  it('under test refuses a reply its schema does not describe', () => {
    expect(() => compile(shape, true)({ name: 'a', count: null, at: 'x', done: true })).toThrow(/does not match its schema/);
    expect(compile(shape, true)({ name: 'a', count: 1, at: 'x', done: true })).toBe('{"name":"a","count":1,"at":"x","done":true}');
    // A closed record (the declared resources') must not carry a key its schema does not name.
    expect(() => compile(z.strictObject({ id: z.number() }), true)({ id: 1, secret: 'x' })).toThrow(/does not match its schema/);
  });

  it('answers a real list unchanged: every record key, nulls kept as null', async () => {
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/operations', payload: { name: 'Taşlama OpenAPI', description: 'Yüzey taşlama' } });
    expect(created.statusCode).toBe(201);
    const list = await t.injectAs(3, { method: 'GET', url: '/v1/operations?q=OpenAPI' });
    expect(list.statusCode).toBe(200);
    const body = list.json() as { operations: Record<string, unknown>[]; total: number };
    expect(body.total).toBe(1);
    expect(body.operations[0]).toMatchObject({ name: 'Taşlama OpenAPI', description: 'Yüzey taşlama', status: 'active' });
    expect(Object.keys(body.operations[0]!)).toEqual(expect.arrayContaining(['_id', 'name', 'description', 'status', 'createdAt']));
    const me = (await t.injectAs(3, { method: 'GET', url: '/v1/users/@me' })).json() as { user: { lastLogin: unknown } };
    // The demo admin never signed in: null, not "".
    expect(me.user.lastLogin).toBeNull();
  });
});
