import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { parseFrame, type ChangeEvent } from '../../../src/providers/liveEvents';

/** One open GET /v1/events, read as the front reads it (src/providers/liveEvents.ts parseFrame). */
export interface LiveClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every change heard so far, in order. */
  events: ChangeEvent[];
  /** The body as read so far (frames and comments). */
  text: () => string;
  /** The first change (already heard or yet to come) that `match` accepts. */
  next: (match: (e: ChangeEvent) => boolean) => Promise<ChangeEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close: () => void;
}

/** The app listening on a free port of 127.0.0.1: inject() cannot read a stream that stays open. */
export const listenLocal = async (app: FastifyInstance): Promise<string> => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
};

export const openLive = (base: string, token?: string): Promise<LiveClient> =>
  new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (token) headers.authorization = `Bearer ${token}`;
    const req = http.get(`${base}/v1/events`, { headers }, (res) => {
      const events: ChangeEvent[] = [];
      const waiting: { match: (e: ChangeEvent) => boolean; resolve: (e: ChangeEvent) => void }[] = [];
      let body = '';
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        const frames = buffer.split(/\r?\n\r?\n/);
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const event = parseFrame(frame);
          if (!event) continue;
          events.push(event);
          for (const w of [...waiting]) {
            if (!w.match(event)) continue;
            waiting.splice(waiting.indexOf(w), 1);
            w.resolve(event);
          }
        }
      });
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        text: () => body,
        next: (match) => {
          const heard = events.find(match);
          return heard ? Promise.resolve(heard) : new Promise((r) => waiting.push({ match, resolve: r }));
        },
        ended,
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
