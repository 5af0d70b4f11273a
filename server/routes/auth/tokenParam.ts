import { z } from 'zod';

/** A link token in the path; a malformed one is answered like an unknown one, with `message`. */
export const tokenParam = (message: string) => z.object({ token: z.string({ error: message }).min(1, message).max(256, message) });

/**
 * Routes with a secret in the path log at warn only: Fastify's info-level "incoming request"
 * line carries the URL, and with it the token.
 */
export const TOKEN_ROUTE_LOG_LEVEL = 'warn';
