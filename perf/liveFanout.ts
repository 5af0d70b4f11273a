import http from 'node:http';
import { UserFlag } from '../src/domain/user';
import { startBenchServer, type BenchServer } from './server';

/** Issue 26: screens watching at once, each its own employee (a user may hold 10 streams). */
export const FANOUT_CLIENTS = 200;
const ROUNDS = 20;
/** Changes sent first and not timed: each stream's user is read once into the user cache. */
const WARM_UP = 2;

/** The p-th percentile of the values (nearest rank). */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** An open GET /v1/events calling `heard` with each change frame's job ids as it arrives. */
const openStream = (baseUrl: string, token: string, heard: (ids: number[]) => void): Promise<http.ClientRequest> =>
  new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}/v1/events`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`GET /v1/events answered ${res.statusCode}`));
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        const frames = buffer.split('\n\n');
        buffer = frames.pop() ?? '';
        for (const frame of frames) {
          const data = /^event: change\ndata: (.*)$/m.exec(frame)?.[1];
          if (data) heard((JSON.parse(data) as { ids: number[] }).ids);
        }
      });
      resolve(req);
    });
    req.on('error', reject);
  });

/**
 * FANOUT_CLIENTS streams open (one employee each), then ROUNDS job changes through PUT /v1/jobs/:id:
 * each delivery's time from sending the change to the frame read by that client; p95 over all
 * (after WARM_UP changes).
 */
export const measureLiveFanout = async (server: BenchServer): Promise<{ sse_fanout_ms: number; sse_fanout_p50_ms: number }> => {
  const { db } = server;
  const users = await db
    .insertInto('users')
    .values(Array.from({ length: FANOUT_CLIENTS }, (_, i) => ({ name: 'İzleyici', surname: String(i), email: `izleyici${i}@example.com`, password_hash: 'x', role: 2, phone_number: `90539${String(4_100_000 + i)}`, flags: UserFlag.emailVerified | UserFlag.phoneVerified, status: 'active' })))
    .returning('id')
    .execute();
  const job = (await db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  let sentAt = 0;
  let waiting = 0;
  let roundDone: () => void = () => undefined;
  const latencies: number[] = [];
  const streams = await Promise.all(
    users.map(async (u) =>
      openStream(server.baseUrl, await server.sign(u.id, 2), (ids) => {
        if (!ids.includes(job) || !sentAt) return;
        latencies.push(performance.now() - sentAt);
        if (--waiting === 0) roundDone();
      }),
    ),
  );
  try {
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      const done = new Promise<void>((resolve) => (roundDone = resolve));
      waiting = FANOUT_CLIENTS;
      sentAt = performance.now();
      const res = await fetch(`${server.baseUrl}/v1/jobs/${job}`, { method: 'PUT', headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ notes: `Tur ${round}` }) });
      if (!res.ok) throw new Error(`PUT /v1/jobs/${job} answered ${res.status}`);
      await done;
      sentAt = 0;
      if (round < WARM_UP) latencies.length = 0;
    }
  } finally {
    for (const s of streams) s.destroy();
  }
  const timing = { sse_fanout_ms: Math.round(percentile(latencies, 95) * 10) / 10, sse_fanout_p50_ms: Math.round(percentile(latencies, 50) * 10) / 10 };
  console.log(`${server.engine}: a job change reached ${FANOUT_CLIENTS} open streams in p95 ${timing.sse_fanout_ms} ms, p50 ${timing.sse_fanout_p50_ms} ms (${ROUNDS} changes, from the PUT sent)`);
  return timing;
};

/** On a server of its own (fresh data directory, or the PostgreSQL of databaseUrl). */
export const measureLiveFanoutAlone = async (databaseUrl?: string) => {
  const server = await startBenchServer({ databaseUrl });
  try {
    return await measureLiveFanout(server);
  } finally {
    await server.close();
  }
};
