import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { api } from '../../../src/i18n/tr/api';
import { tooManyRequests } from '../../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A per-IP limit answering our 429 shape with retryAfter. Outside production loopback is
 * exempt: the dev proxy and the test runners all call from 127.0.0.1, where a per-IP limit
 * would be one limit shared by every test. Per-account limits still apply there.
 */
/** Outside production loopback is exempt from per-address limits (see perIp). */
export const exemptAddress = (app: FastifyInstance, ip: string): boolean => !app.config.production && LOOPBACK.has(ip);

export const perIp = (app: FastifyInstance, max: number, timeWindow = 60_000): RateLimitOptions => ({
  max,
  timeWindow,
  allowList: (req) => exemptAddress(app, req.ip),
  errorResponseBuilder: (_req, ctx) => tooManyRequests(api.tooManyRequests, Math.max(1, Math.ceil(ctx.ttl / 1000))),
});

/**
 * A limit per signed-in user (uploads: one account cannot fill the disk or the image decoder),
 * whatever address they call from; anonymous calls fall back to the address.
 */
export const perUser = (max: number, timeWindow = 60_000): RateLimitOptions => ({
  max,
  timeWindow,
  keyGenerator: (req) => (req.user ? `user:${req.user.id}` : `ip:${req.ip}`),
  errorResponseBuilder: (_req, ctx) => tooManyRequests(api.tooManyRequests, Math.max(1, Math.ceil(ctx.ttl / 1000))),
});

/** Uploads a user may make a minute (photos, files, activity files). */
export const UPLOADS_PER_MINUTE = 60;
