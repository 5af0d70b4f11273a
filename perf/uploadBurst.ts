// Issue 21: an upload burst must not take the server's memory with it. The server runs as `npm
// start` runs it (the bundle on plain Node, MALLOC_ARENA_MAX=2, the embedded database) in a
// process of its own, so its peak resident memory (VmHWM) is its alone; this process streams
// the files from disk, so its own memory stays out of the figure either way.
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { buildServerBundle, SERVER_BUNDLE } from '../scripts/serverBundle';
import { AppProcess, freePort, fromBundle } from '../tests/api/helpers/appProcess';

const MB = 1024 * 1024;
const MODEL_UPLOADS = 8;
const MODEL_BYTES = 190 * MB;
const ACTIVITY_UPLOADS = 2;
const IMAGES_PER_ACTIVITY = 20;

export interface UploadBurst {
  /** The server process's peak resident memory over its life, burst included (goal < 500). */
  upload_burst_peak_rss_mb: number;
  upload_burst_baseline_rss_mb: number;
  /** The slowest list call (a customer's project list) answered during the burst (goal ≤ 1,000). */
  upload_burst_list_max_ms: number;
  upload_burst_ms: number;
  upload_burst_accepted: number;
  upload_burst_refused: number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A /proc/<pid>/status figure in MB (VmRSS now, VmHWM the peak). */
const procMb = (pid: number, key: 'VmRSS' | 'VmHWM'): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith(`${key}:`));
  return round(Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024);
};

/** A binary STL of about `bytes`: the header, the triangle count, zeroed triangles. */
const writeStl = async (file: string, bytes: number) => {
  const triangles = Math.floor((bytes - 84) / 50);
  const handle = await open(file, 'w');
  try {
    const header = Buffer.alloc(84);
    header.write('upload burst, perf/uploadBurst.ts', 0, 'latin1');
    header.writeUInt32LE(triangles, 80);
    await handle.write(header);
    const block = Buffer.alloc(50 * 20_000);
    for (let left = triangles; left > 0; left -= 20_000) await handle.write(block, 0, 50 * Math.min(left, 20_000));
  } finally {
    await handle.close();
  }
};

/** A PNG of noise just under 24 MB: incompressible, so it is that big on the wire and on disk. */
const writeNoisePng = async (file: string) => {
  const width = 2800;
  const height = 2900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, Math.min(i, pixels.length - 4));
  writeFileSync(file, await sharp(pixels, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 1 }).toBuffer());
};

/** A multipart POST whose files stream from disk; answers the status. */
const postMultipart = (baseUrl: string, token: string, url: string, fields: Record<string, string>, files: { field: string; name: string; path: string; type: string }[]) =>
  new Promise<number>((resolve, reject) => {
    const boundary = `----burst${Math.random().toString(16).slice(2)}`;
    const fieldParts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    const heads = files.map((f) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    const tail = Buffer.from(`--${boundary}--\r\n`);
    const sizes = files.map((f) => statSync(f.path).size);
    const length = fieldParts.reduce((n, b) => n + b.length, 0) + heads.reduce((n, b, i) => n + b.length + sizes[i]! + 2, 0) + tail.length;
    const { hostname, port } = new URL(baseUrl);
    const req = request({ host: hostname, port, path: url, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    void (async () => {
      for (const part of fieldParts) req.write(part);
      for (const [i, f] of files.entries()) {
        req.write(heads[i]);
        for await (const chunk of createReadStream(f.path)) if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
        req.write('\r\n');
      }
      req.end(tail);
    })().catch(reject);
  });

const login = async (baseUrl: string, email: string): Promise<{ token: string; id: number }> => {
  const res = await fetch(`${baseUrl}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo123!' }) });
  const body = (await res.json()) as { accessToken: string; user: { id: number } };
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return { token: body.accessToken, id: body.user.id };
};

export const measureUploadBurst = async (): Promise<UploadBurst> => {
  const work = mkdtempSync(path.join(tmpdir(), 'atolye-burst-'));
  // Beside npm start's bundle, so its imports resolve in node_modules.
  const bundle = path.join(path.dirname(SERVER_BUNDLE), `bench-burst-${process.pid}.mjs`);
  await buildServerBundle(bundle);
  const stl = path.join(work, 'burst.stl');
  const png = path.join(work, 'noise.png');
  await writeStl(stl, MODEL_BYTES);
  await writeNoisePng(png);
  const server = new AppProcess(await freePort(), { DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn', MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' }, fromBundle(bundle));
  try {
    await server.ready();
    const pid = Number(server.pid);
    const admin = await login(server.url, 'admin@example.com');
    const master = await login(server.url, 'usta@example.com');
    const customer = await login(server.url, 'musteri@example.com');
    const created = await fetch(`${server.url}/v1/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Yükleme Yoğunluğu', oem: customer.id, projectManager: master.id }),
    });
    if (!created.ok) throw new Error(`project: ${created.status} ${await created.text()}`);
    const projectId = String(((await created.json()) as { project: { id: number } }).project.id);
    // Settle after start and sign-in, then read where memory stands before the burst.
    await fetch(`${server.url}/v1/projects`, { headers: { authorization: `Bearer ${customer.token}` } });
    const baseline = procMb(pid, 'VmRSS');

    const started = performance.now();
    let done = false;
    let listMax = 0;
    // A customer keeps opening their project list while the files arrive.
    const lists = (async () => {
      while (!done) {
        const t0 = performance.now();
        const res = await fetch(`${server.url}/v1/projects?limit=25`, { headers: { authorization: `Bearer ${customer.token}` } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`project list during the burst: ${res.status}`);
        listMax = Math.max(listMax, performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const models = Array.from({ length: MODEL_UPLOADS }, (_, i) =>
      postMultipart(server.url, (i % 2 ? customer : master).token, '/v1/models/upload', { projectId }, [{ field: 'model', name: `parça-${i}.stl`, path: stl, type: 'model/stl' }]),
    );
    const activities = Array.from({ length: ACTIVITY_UPLOADS }, (_, i) =>
      postMultipart(
        server.url,
        master.token,
        '/v1/activities/upload/images',
        { projectId, title: `Fotoğraflar ${i + 1}` },
        Array.from({ length: IMAGES_PER_ACTIVITY }, (_, k) => ({ field: 'images', name: `foto-${k}.png`, path: png, type: 'image/png' })),
      ),
    );
    const statuses = await Promise.all([...models, ...activities]);
    const ms = Math.round(performance.now() - started);
    done = true;
    await lists;
    const accepted = statuses.filter((s) => s === 201).length;
    if (accepted !== statuses.length) console.log(`upload burst: statuses ${statuses.join(' ')}`);
    return {
      upload_burst_peak_rss_mb: procMb(pid, 'VmHWM'),
      upload_burst_baseline_rss_mb: baseline,
      upload_burst_list_max_ms: Math.round(listMax),
      upload_burst_ms: ms,
      upload_burst_accepted: accepted,
      upload_burst_refused: statuses.length - accepted,
    };
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  }
};
