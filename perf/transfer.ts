import { seedJobsBulk } from '../server/db/seed/jobsBulk';
import type { ListBenchTarget } from './lists';

/** Issue 7: every job exports in one download; a 50,000-row bench import finishes in one transaction. */
export const TRANSFER_BULK = { exportJobs: 100_000, importCounters: 50_000 };

export interface TransferTiming {
  export_jobs_100k_ms: number;
  /** Peak resident memory of the process (server and bench client) while the export streamed. */
  export_jobs_100k_rss_mb: number;
  import_counters_50k_ms: number;
}

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Downloads /v1/jobs/export to the end, counting lines, while sampling the process's RSS. */
const timeJobExport = async (target: ListBenchTarget) => {
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const start = performance.now();
  try {
    const res = await fetch(`${target.baseUrl}/v1/jobs/export`, { headers: { authorization: `Bearer ${target.token}` } });
    if (!res.ok || !res.body) throw new Error(`jobs export answered ${res.status}`);
    let lines = 0;
    const decoder = new TextDecoder();
    const reader = res.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) lines += decoder.decode(part.value, { stream: true }).split('\n').length - 1;
    return { ms: performance.now() - start, rssMb: mb(peak), rows: lines - 1 };
  } finally {
    clearInterval(sampler);
  }
};

/** Imports a CSV of new benches through the real multipart route. */
const timeCounterImport = async (target: ListBenchTarget, rows: number) => {
  const lines = ['"Tezgah adı";"Durum"', ...Array.from({ length: rows }, (_, i) => `"İçe Aktarılan Tezgah ${i + 1}";"${i % 3 ? 'Aktif' : 'Pasif'}"`)];
  const form = new FormData();
  form.append('file', new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'counters.csv');
  const start = performance.now();
  const res = await fetch(`${target.baseUrl}/v1/counters/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${target.token}` } });
  const answer = (await res.json()) as { created?: number; message?: string };
  if (!res.ok || answer.created !== rows) throw new Error(`counters import answered ${res.status}: ${answer.message}`);
  return performance.now() - start;
};

/** Runs on a server whose jobs table may already hold the list bench's bulk; tops it up to 100,000. */
export const measureTransfer = async (target: ListBenchTarget): Promise<TransferTiming> => {
  const have = Number((await target.db.selectFrom('jobs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  if (have < TRANSFER_BULK.exportJobs) await seedJobsBulk(target.db, { jobs: TRANSFER_BULK.exportJobs - have });
  const exported = await timeJobExport(target);
  console.log(`${target.engine}: exported ${exported.rows} jobs in ${Math.round(exported.ms)} ms, peak rss ${exported.rssMb} MB`);
  const imported = await timeCounterImport(target, TRANSFER_BULK.importCounters);
  console.log(`${target.engine}: imported ${TRANSFER_BULK.importCounters} counters in ${Math.round(imported)} ms`);
  return { export_jobs_100k_ms: Math.round(exported.ms), export_jobs_100k_rss_mb: exported.rssMb, import_counters_50k_ms: Math.round(imported) };
};
