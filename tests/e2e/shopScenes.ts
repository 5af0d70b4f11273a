import type { APIRequestContext, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { apiToken } from './apiSession';
import { DEMO, expect } from './fixtures';

let made = 0;

/** A bench and a job on it with two operations in order, made by an admin through the API. */
export const benchWithTwoOperationJob = async (request: APIRequestContext) => {
  const headers = await apiToken(request, DEMO[3]);
  const tag = `${Date.now()}-${++made}`;
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const bench = (await post('/v1/counters', { name: `Atölye Tezgahı ${tag}`, status: 'Aktif' })).data as { id: number; name: string };
  const first = { id: (await post('/v1/operations', { name: `Kesim ${tag}`, description: 'Kesim açıklaması', status: 'active' })).operations._id as number, name: `Kesim ${tag}` };
  const second = { id: (await post('/v1/operations', { name: `Kaynak ${tag}`, description: 'Kaynak açıklaması', status: 'active' })).operations._id as number, name: `Kaynak ${tag}` };
  const description = `Şase gövdesi ${tag}`;
  const job = (await post('/v1/jobs', { description, workstationId: bench.id, estimatedHours: 2, quantity: 4, operations: [first.id, second.id] })).jobs as { id: number };
  return { bench, jobId: job.id, description, first, second };
};

/** A bench with jobs of these estimated hours, in that queue order (an admin through the API). */
export const benchWithJobs = async (request: APIRequestContext, hours: number[]) => {
  const headers = await apiToken(request, DEMO[3]);
  const tag = `${Date.now()}-${++made}`;
  const res = await request.post('/v1/counters', { headers, data: { name: `Pano Tezgahı ${tag}`, status: 'Aktif' } });
  expect(res.status(), await res.text()).toBe(201);
  const bench = (await res.json()).data as { id: number; name: string };
  const jobIds: number[] = [];
  for (const [index, estimatedHours] of hours.entries()) {
    const job = await request.post('/v1/jobs', { headers, data: { title: `Pano işi ${tag}-${index + 1}`, description: 'Pano denemesi', workstationId: bench.id, estimatedHours } });
    expect(job.status(), await job.text()).toBe(201);
    jobIds.push((await job.json()).jobs.id);
  }
  return { bench, jobIds };
};

/** The text of a QR code drawn as an <img>: its pixels read through a canvas in the page, decoded here with jsQR. */
export const decodeQrImage = async (page: Page, testId: string): Promise<string | undefined> => {
  const pixels = await page.getByTestId(testId).evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
};
