import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** A small real image, made on the fly rather than committed as a binary. */
export const tinyImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 320, height = 200): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .toFormat(format)
    .toBuffer();

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export const multipartFile = (field: string, filename: string, content: Buffer, contentType: string) => {
  const boundary = `----atolye${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A multipart body of fields and files, fields first, as the upload forms send it. */
export const multipartForm = (fields: Record<string, string>, files: { field: string; name: string; bytes: Buffer; type: string }[]) => {
  const boundary = `----atolye${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`), f.bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

export const uploadPhoto = async (t: TestApp, role: 0 | 2 | 3 | 4 = 3, format: 'png' | 'jpeg' = 'jpeg'): Promise<string> => {
  const image = await tinyImage(format);
  const res = await t.injectAs(role, { method: 'POST', url: '/v1/images/upload', ...multipartFile('image', `foto.${format}`, image, `image/${format}`) });
  expect(res.statusCode).toBe(201);
  return res.json().photoKey;
};

export const createBench = async (t: TestApp, name = 'CNC Torna', status: 'Aktif' | 'Pasif' = 'Aktif'): Promise<{ id: number; name: string }> => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/counters', payload: { name, status } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
};

export const createOperation = async (t: TestApp, name: string, status: 'active' | 'inactive' = 'active'): Promise<number> => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/operations', payload: { name, description: `${name} açıklaması`, status } });
  expect(res.statusCode).toBe(201);
  return res.json().operations._id;
};

export const userIdOf = async (t: TestApp, role: number): Promise<number> =>
  (await t.app.db.selectFrom('users').select('id').where('role', '=', role).orderBy('id').executeTakeFirstOrThrow()).id;
