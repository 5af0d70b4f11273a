import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { validation } from '../../src/i18n/tr/validation';
import { badRequest } from '../errors';
import { tidyTexts } from '../services/textTidy';

/**
 * A text no column may hold: a NUL, or a lone UTF-16 surrogate (JSON's '\ud800' escape), which
 * no UTF-8 can carry: the database would silently store U+FFFD in its place.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const badText = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether any string (or key) in a parsed value holds a NUL or a lone surrogate; walked without recursion. */
export const holdsUnstorableText = (value: unknown): boolean => {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === 'string') {
      if (badText(v)) return true;
    } else if (Array.isArray(v)) {
      stack.push(...v);
    } else if (v && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (badText(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
};

/**
 * No text the API accepts may hold a NUL: PostgreSQL cannot store one, so it would surface as a
 * server error wherever it reached a query. Nor a lone surrogate: it was saved as '�' (a name
 * 'Tezgah \ud800' answered 201 and read 'Tezgah �'). Checked once for every route, in the path, the
 * query and the JSON body, after the permission check (registered after the auth plugin). Then the
 * query's and the body's texts are tidied (`tidyTexts`) before any route reads them.
 */
export const textGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (req: FastifyRequest) => {
      if (req.url.includes('%00') || req.url.includes('\u0000') || holdsUnstorableText(req.params) || holdsUnstorableText(req.query) || holdsUnstorableText(req.body))
        throw badRequest(validation.nulCharacter);
      tidyTexts(req.query);
      tidyTexts(req.body);
    });
  },
  { name: 'textGuard', dependencies: ['auth'] },
);
