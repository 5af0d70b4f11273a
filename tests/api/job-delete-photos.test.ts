// A job's photos go with the job in its own transaction (DELETE /v1/jobs/:id): a job paid
// meanwhile by another user is refused (409) and keeps every photo, rows and files.
import { afterAll, describe, expect, it } from 'vitest';
import { jobs as jobTexts } from '../../src/i18n/tr/jobs';
import { pricing } from '../../src/i18n/tr/pricing';
import { buildTestApp } from './helpers/app';
import { createBench, uploadPhoto } from './helpers/jobFixtures';

const t = await buildTestApp();
afterAll(() => t.close());
const bench = await createBench(t, 'Fotoğraf Tezgahı');

const jobWithPhotos = async () => {
  const photos = [await uploadPhoto(t, 4), await uploadPhoto(t, 4)];
  const res = await t.injectAs(4, { method: 'POST', url: '/v1/jobs', payload: { description: 'Kapak', workstationId: bench.id, estimatedHours: 1, quantity: 2, attachments: photos } });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().jobs.id as number;
  await t.app.db.updateTable('jobs').set({ unit_price: '40.00' }).where('id', '=', id).execute();
  return { id, photos };
};
const photoRows = async (photos: string[]) => (await t.app.db.selectFrom('images').select('id').where('id', 'in', photos).orderBy('id').execute()).map((r) => r.id);
const photoFiles = async (photos: string[]) => Promise.all(photos.map(async (p) => (await t.app.storage.get(`images/${p}`)) !== null));

describe('deleting a job with photos', () => {
  it('keeps every photo of a job another user marked paid: the delete is refused with 409', async () => {
    const { id, photos } = await jobWithPhotos();
    // The admin marks it paid while the master has the delete question open.
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/prices/jobs/${id}/complete`, payload: { paymentMethod: 'cash' } })).statusCode).toBe(200);
    const res = await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${id}` });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe(pricing.server.paidDeleteLocked);
    expect(await photoRows(photos)).toEqual([...photos].sort());
    expect(await photoFiles(photos)).toEqual([true, true]);
    expect((await t.injectAs(4, { method: 'GET', url: `/v1/jobs/${id}` })).json().jobs.attachments).toEqual(photos);
    for (const p of photos) expect((await t.injectAs(4, { method: 'GET', url: `/v1/images/${p}` })).statusCode).toBe(200);
  });

  it('takes the photos, rows and files, with an unpaid job in the same one call', async () => {
    const { id, photos } = await jobWithPhotos();
    const res = await t.injectAs(4, { method: 'DELETE', url: `/v1/jobs/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(jobTexts.deleted);
    expect(await photoRows(photos)).toEqual([]);
    expect(await photoFiles(photos)).toEqual([false, false]);
  });
});
