import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for these options, read once by running it against a recorder. With
 * no directive computed per request (a CSP nonce function), they are the same for every answer.
 */
const staticHelmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => void (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
};

const hasComputedDirective = (options: HelmetOptions) => {
  const csp = options.contentSecurityPolicy;
  const directives = csp && typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  return directives.some((d) => typeof d === 'function' || (Array.isArray(d) && d.some((v) => typeof v === 'function')));
};

/**
 * helmet's security headers on every answer. Their values depend on the options only, so they are
 * worked out once at start and set from that table on each request; @fastify/helmet ran helmet's
 * eleven middlewares (and re-parsed the Content-Security-Policy) on every request.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    if (hasComputedDirective(options)) throw new Error('security headers: a directive computed per request is not supported');
    const headers = staticHelmetHeaders(options);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
