import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validation } from '../../src/i18n/tr/validation';
import { badRequest } from '../errors';

/** Whether any string (or key) in a parsed value holds a NUL; walked without recursion. */
export const holdsNul = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (key.includes('\u0000')) return true;
        stack.push(inner);
      }
    }
  }
  return false;
};

/**
 * No text the API accepts may hold a NUL: PostgreSQL cannot store one, so it would surface as a
 * server error wherever it reached a query. Checked once for every route, in the path, the
 * query and the JSON body, after the permission check (registered after the auth plugin).
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req: FastifyRequest) => {
      if (req.url.includes('%00') || req.url.includes('\u0000') || holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body))
        throw badRequest(validation.nulCharacter);
    });
  },
  { name: 'textGuard', dependencies: ['auth'] },
);
