import type { FastifyInstance } from 'fastify';
import { emailRoutes } from './email';
import { passwordRoutes } from './password';
import { phoneRoutes } from './phone';
import { registerRoutes } from './register';
import { sessionRoutes } from './session';

/** The auth calls of 000 section 7, under /v1/auth. */
export const authRoutes = async (app: FastifyInstance) => {
  // The client posts /auth/refresh with a JSON content type and no body; here an empty JSON
  // body is no body (schemas that need one still refuse it), anything else parses as usual.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(req, body as string, done);
  });

  // Sign-in answers carry tokens and account facts: no browser or proxy may keep a copy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await app.register(sessionRoutes);
  await app.register(registerRoutes);
  await app.register(phoneRoutes);
  await app.register(passwordRoutes);
  await app.register(emailRoutes);
};
