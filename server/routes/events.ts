import { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { live as texts } from '../../src/i18n/tr/live';
import { AppError } from '../errors';
import { requireUser } from '../plugins/auth';
import { fileReply, replies } from './replies';

/** Open streams a user may hold at once (tabs, screens on the shop floor); the next is refused with 429. */
export const MAX_STREAMS_PER_USER = 10;

const eventsReply = fileReply('Server-sent events: `event: change` frames with {resource, ids, op}, and `: ping` comments every 25 s', 'text/event-stream');

/**
 * GET /v1/events (issue 26): the live change stream. Each frame names a resource, the ids of the
 * changed records the caller may read and the kind of change, never a value; the screens re-read
 * through the API. The stream stays open until the client leaves, the server stops or the access
 * token that opened it expires: a token taken from a screen then reads no more than 15 minutes of
 * changes, and the front opens the stream again with its refreshed token.
 */
export const eventRoutes = async (app: FastifyInstance) => {
  app.get('/events', { config: { access: 'signedIn' }, schema: { tags: ['events'], response: replies({ 200: eventsReply }) } }, async (req, reply) => {
    const user = requireUser(req);
    const hub = app.liveEvents;
    if (!hub.live) throw new AppError(503, 'UNAVAILABLE', texts.unavailable);
    if (hub.count(user.id) >= MAX_STREAMS_PER_USER) throw new AppError(429, 'RATE_LIMITED', texts.tooManyStreams);
    const stream = new PassThrough();
    reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache, no-transform').header('x-accel-buffering', 'no');
    stream.write(': connected\n\n');
    // app.inject has no socket and waits for the end: it gets the opening and the end, as a dropped stream.
    if (!(req.raw.socket instanceof Socket)) return reply.send(stream.end());
    const leave = hub.open(user, req.accessClaims ?? { sub: user.id, role: user.role }, {
      write: (frame) => void stream.write(frame),
      end: () => void stream.end(),
    });
    const expiresInMs = req.accessClaims?.exp === undefined ? undefined : req.accessClaims.exp * 1000 - Date.now();
    const expiry = expiresInMs === undefined ? undefined : setTimeout(() => stream.end(), Math.max(0, expiresInMs));
    expiry?.unref();
    reply.raw.on('close', () => {
      clearTimeout(expiry);
      leave();
      stream.end();
    });
    return reply.send(stream);
  });
};
