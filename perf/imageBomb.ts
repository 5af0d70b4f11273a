// Run by perf/run.ts in a child process of its own (`tsx perf/imageBomb.ts`), so the resident
// memory it reports is this server's alone: 20 photos just under the pixel limit and 20 over it,
// uploaded at once, while the process's RSS is sampled. Prints one JSON line.
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../server/services/images';
import { startBenchServer } from './server';

const EACH = 20;
/** A square just under the limit, and one well over it (the probe's 10,000 × 10,000). */
const UNDER = Math.floor(Math.sqrt(MAX_IMAGE_PIXELS)) - 1;
const OVER = 10_000;

/** A PNG of that many pixels: flat colour with a gradient band, small on the wire, huge decoded. */
const png = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: { r: 120, g: 130, b: 140 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

const under = await png(UNDER);
const over = await png(OVER);
const server = await startBenchServer();
try {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const upload = async (bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    const res = await fetch(`${server.baseUrl}/v1/images/upload`, { method: 'POST', headers: { authorization: `Bearer ${server.token}` }, body: form });
    await res.arrayBuffer();
    return res.status;
  };
  const started = performance.now();
  const statuses = await Promise.all([...Array.from({ length: EACH }, (_, i) => upload(under, `alt-${i}.png`)), ...Array.from({ length: EACH }, (_, i) => upload(over, `ust-${i}.png`))]);
  const ms = Math.round(performance.now() - started);
  clearInterval(sampler);
  const count = (s: number) => statuses.filter((x) => x === s).length;
  const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;
  console.log(
    JSON.stringify({
      image_bomb_peak_rss_mb: mb(peak),
      image_bomb_baseline_rss_mb: mb(baseline),
      image_bomb_ms: ms,
      image_bomb_under_side: UNDER,
      image_bomb_accepted: count(201),
      image_bomb_refused: statuses.length - count(201),
      image_bomb_png_kb: [Math.round(under.length / 1024), Math.round(over.length / 1024)],
    }),
  );
} finally {
  await server.close();
}
