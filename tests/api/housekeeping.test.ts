// Issue 12: what uploads leave behind is swept (partials after a crash, uploads never attached,
// files no row points to), never a file a row points to; the embedded database is vacuumed.
import { existsSync, utimesSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUploads } from '../../server/services/housekeeping/uploadSweep';
import { vacuumEmbedded } from '../../server/services/housekeeping/vacuum';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, uploadPhoto } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 3600_000;
const root = () => path.join(t.config.dataDir, 'files');
const onDisk = (key: string) => existsSync(path.join(root(), key));
/** A file as a crash would leave it, two days old. */
const leave = (key: string) => {
  const file = path.join(root(), key);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, 'x');
  const old = new Date(Date.now() - 2 * DAY_MS);
  utimesSync(file, old, old);
};
const ageRows = (ids: string[]) => t.app.db.updateTable('images').set({ created_at: new Date(Date.now() - 2 * DAY_MS) }).where('id', 'in', ids).execute();

describe('the upload sweep', () => {
  it('removes partials, unattached uploads and strays older than the cutoff, and nothing a row points to', async () => {
    const bench = await createBench(t, 'Süpürge Tezgahı');
    const attached = await uploadPhoto(t);
    const unattached = await uploadPhoto(t);
    const fresh = await uploadPhoto(t);
    const job = await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Fotoğraflı iş', workstationId: bench.id, estimatedHours: 1, attachments: [attached] } });
    expect(job.statusCode).toBe(201);
    await ageRows([attached, unattached]);
    leave(`images/${attached}.1a2b3c.tmp`);
    leave('images/00000000-0000-4000-8000-000000000000.png');
    leave('pdfs/kimsenin.pdf');
    leave('settings/company-logo');

    const result = await sweepUploads(t.app.db, t.app.storage, t.app.log, DAY_MS);
    expect(result).toEqual({ partials: 1, unattached: 1, strays: 2 });

    expect(onDisk(`images/${attached}`)).toBe(true);
    expect(onDisk(`images/${fresh}`)).toBe(true);
    expect(onDisk(`images/${unattached}`)).toBe(false);
    expect(onDisk('images/00000000-0000-4000-8000-000000000000.png')).toBe(false);
    expect(onDisk('pdfs/kimsenin.pdf')).toBe(false);
    // Outside the folders uploads own: never touched.
    expect(onDisk('settings/company-logo')).toBe(true);
    const rows = (await t.app.db.selectFrom('images').select('id').execute()).map((r) => r.id);
    expect(rows).toContain(attached);
    expect(rows).toContain(fresh);
    expect(rows).not.toContain(unattached);
    // The attached photo still opens, thumbnail included.
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/images/${attached}?thumb=1` })).statusCode).toBe(200);

    // A second sweep finds nothing more.
    expect(await sweepUploads(t.app.db, t.app.storage, t.app.log, DAY_MS)).toEqual({ partials: 0, unattached: 0, strays: 0 });
  });
});

describe('vacuum', () => {
  it('vacuums the embedded database and says how long it took; leaves PostgreSQL to autovacuum', async () => {
    const ms = await vacuumEmbedded(t.app.db, t.app.dbEngine, t.app.log, 'test');
    if (t.app.dbEngine === 'pglite') expect(ms).toBeGreaterThanOrEqual(0);
    else expect(ms).toBeNull();
  });
});
