import type { FastifyRequest } from 'fastify';
import type { DocsAccess } from '../config';
import { forbidden, notFound } from '../errors';
import { requireUser } from './auth';

/**
 * Who may read the OpenAPI document (DOCS): anyone, admins only (the default in production:
 * the document maps every route and its rules), or nobody. Runs after the auth hook, so a
 * bearer token is already read.
 */
export const docsGuard = (access: DocsAccess) => async (req: FastifyRequest) => {
  if (access === 'public') return;
  if (access === 'off') throw notFound();
  if (requireUser(req).role !== 3) throw forbidden();
};
