// Issue 8: project files and activities, checked by content, limited in size, scoped by project.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { createBench, multipartFile, multipartForm, tinyImage, uploadPhoto } from './helpers/jobFixtures';
import { createAccount, createTemplate, userIdOfRole } from './helpers/projectFixtures';

let t: TestApp;
let customer: number;
let other: Awaited<ReturnType<typeof createAccount>>;
let project: { id: number };
let stepId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const ASCII_STL = Buffer.from('solid kalip\nfacet normal 0 0 1\nouter loop\nvertex 0 0 0\nvertex 1 0 0\nvertex 0 1 0\nendloop\nendfacet\nendsolid kalip\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(400, 7)]);

beforeAll(async () => {
  // A 1 MB limit: the oversize case needs little more than 1 MB.
  t = await buildTestApp({ fileMaxMb: 1 });
  customer = await userIdOfRole(t, 0);
  other = await createAccount(t, 0, 'Rakip');
  const { templateId, stepIds } = await createTemplate(t, ['Tasarım', 'İmalat']);
  stepId = stepIds[0]!;
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Dosyalı Proje', oem: customer, projectManager: await userIdOfRole(t, 4), projectTemplateId: templateId } });
  project = res.json().project;
});
afterAll(() => t.close());

const stored = (folder: string): string[] => {
  const dir = path.join(t.config.dataDir, 'files', folder);
  return existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
};
const upload = (role: 0 | 2 | 3 | 4, name: string, bytes: Buffer, type = 'application/octet-stream') =>
  t.injectAs(role, { method: 'POST', url: '/v1/files/upload', ...multipartFile('file', name, bytes, type) });

describe('project files', () => {
  it('stores a PDF by its content, answers its key, and lets the project attach, download and delete it', async () => {
    const res = await upload(0, 'teknik çizim.pdf', PDF, 'application/pdf');
    expect(res.statusCode).toBe(201);
    const up = res.json();
    expect(up).toMatchObject({ category: 'pdfs', name: 'teknik çizim.pdf', mimeType: 'application/pdf', size: PDF.length });
    expect(up.key).toBe(`pdfs/${up.fileKey}`);
    // Attached with the folder the client strips or not: kept without it.
    const put = await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${project.id}`, payload: { attachments: [up.key] } });
    expect(put.statusCode).toBe(200);
    expect(put.json().project.attachments).toEqual([up.fileKey]);
    expect(put.json().project.attachmentFiles[0]).toMatchObject({ key: up.fileKey, kind: 'pdf', name: 'teknik çizim.pdf', size: PDF.length });
    const got = await t.injectAs(4, { method: 'GET', url: `/v1/files/${up.fileKey}?download=1` });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain("filename*=UTF-8''teknik%20%C3%A7izim.pdf");
    expect(got.rawPayload.equals(PDF)).toBe(true);
    // Another customer reaches neither the file nor its project.
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/${up.fileKey}`, headers: other.bearer })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/v1/files/${up.fileKey}`, headers: other.bearer })).statusCode).toBe(404);

    const removed = await t.injectAs(0, { method: 'DELETE', url: `/v1/files/pdfs/${up.fileKey}` });
    expect(removed.statusCode).toBe(200);
    expect(stored('pdfs')).not.toContain(up.fileKey);
    const after = await t.injectAs(0, { method: 'GET', url: `/v1/projects/${project.id}` });
    expect(after.json().project.attachments).toEqual([]);
  });

  it('refuses a mislabelled file (415) and one over FILE_MAX_MB (413), leaving nothing on disk', async () => {
    const before = [...stored('pdfs'), ...stored('files')].length;
    const exe = await upload(3, 'fatura.pdf', EXE, 'application/pdf');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toMatch(/^Desteklenmeyen dosya türü/);
    expect((await upload(3, 'rastgele.docx', Buffer.from([0x00, 0xff, 0x13, 0x37, 0x00, 0x01]))).statusCode).toBe(415);
    const big = await upload(3, 'buyuk.pdf', Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]), 'application/pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Dosya boyutu çok büyük. En fazla 1 MB yüklenebilir.');
    expect([...stored('pdfs'), ...stored('files')].length).toBe(before);
  });

  it('takes plain text and CSV by content, and nobody attaches a file someone else uploaded', async () => {
    const csv = await upload(4, 'ölçüler.csv', Buffer.from('parça;ölçü\nmil;40\n'), 'text/csv');
    expect(csv.json()).toMatchObject({ category: 'files', mimeType: 'text/csv' });
    const attach = await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${project.id}`, payload: { attachments: [csv.json().fileKey] } });
    expect(attach.statusCode).toBe(400);
    expect(attach.json().message).toBe('Eklenen dosya bulunamadı, size ait değil veya başka bir işe ya da projeye ekli');
  });
});

describe('activities', () => {
  it('adds a note and a materials list with the server’s total, and hides a private note from others', async () => {
    const note = await t.injectAs(4, { method: 'POST', url: '/v1/activities', payload: { projectId: project.id, stepTemplateId: stepId, type: 'note', title: 'Ölçü kontrolü', content: 'Tolerans uygun', metadata: { tags: ['kalite'], isPrivate: true } } });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().activity).toMatchObject({ type: 'note', createdByName: 'Mehmet Usta', stepTemplateId: stepId, metadata: { tags: ['kalite'], isPrivate: true } });
    const materials = await t.injectAs(4, {
      method: 'POST',
      url: '/v1/activities',
      payload: { projectId: project.id, type: 'materials', title: 'Malzeme', metadata: { materials: [{ name: 'St37 sac', cost: 12.1, quantity: 3, unit: 'kg' }, { name: 'Cıvata', cost: 0.35, quantity: 40, unit: 'adet' }], totalCost: 1 } },
    });
    expect(materials.json().activity.metadata.totalCost).toBe(50.3);
    const forCustomer = (await t.injectAs(0, { method: 'GET', url: `/v1/activities?projectId=${project.id}` })).json().activities;
    expect(forCustomer.map((a: { title: string }) => a.title)).toEqual(['Malzeme']);
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/activities/${note.json().activity.id}` })).statusCode).toBe(404);
    const bad = await t.injectAs(4, { method: 'POST', url: '/v1/activities', payload: { projectId: project.id, type: 'link', title: 'Bağlantı', metadata: { url: 'javascript:alert(1)' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Geçerli bir bağlantı girin (http:// veya https://)');
    expect((await t.app.inject({ method: 'POST', url: '/v1/activities', headers: other.bearer, payload: { projectId: project.id, type: 'note', title: 'Sızma' } })).statusCode).toBe(404);
  });

  it('threads comments, refusing an empty one with the spec’s text', async () => {
    const activity = (await t.injectAs(0, { method: 'POST', url: '/v1/activities', payload: { projectId: project.id, type: 'comment', title: 'Teslim tarihi', metadata: { priority: 'high' } } })).json().activity;
    const empty = await t.injectAs(4, { method: 'POST', url: `/v1/activities/${activity.id}/comments`, payload: { comment: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Yorum boş olamaz');
    const added = await t.injectAs(4, { method: 'POST', url: `/v1/activities/${activity.id}/comments`, payload: { comment: ' Cuma teslim ' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Yorum eklendi', comment: { userName: 'Mehmet Usta', comment: 'Cuma teslim' } });
    const thread = (await t.injectAs(0, { method: 'GET', url: `/v1/activities/${activity.id}/comments` })).json().comments;
    expect(thread.map((c: { comment: string }) => c.comment)).toEqual(['Cuma teslim']);
    expect((await t.app.inject({ method: 'GET', url: `/v1/activities/${activity.id}/comments`, headers: other.bearer })).statusCode).toBe(404);
    // Only its author or an admin changes an activity.
    expect((await t.injectAs(4, { method: 'PUT', url: `/v1/activities/${activity.id}`, payload: { title: 'Değişti' } })).statusCode).toBe(403);
    const stats = (await t.injectAs(3, { method: 'GET', url: `/v1/activities/stats?projectId=${project.id}` })).json().stats;
    expect(stats.byType.comment).toBe(1);
  });

  it('takes the edit dialog’s body from the author (title, description, step moved and cleared) and is deleted by an admin only after others are refused', async () => {
    const activity = (await t.injectAs(4, { method: 'POST', url: '/v1/activities', payload: { projectId: project.id, type: 'note', title: 'Adımsız not' } })).json().activity;
    expect(activity.stepTemplateId).toBeNull();
    const moved = await t.injectAs(4, { method: 'PUT', url: `/v1/activities/${activity.id}`, payload: { title: 'Adıma taşındı', content: 'Ölçüler', stepTemplateId: stepId } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().activity).toMatchObject({ title: 'Adıma taşındı', content: 'Ölçüler', stepTemplateId: stepId, createdByName: 'Mehmet Usta' });
    const cleared = await t.injectAs(4, { method: 'PUT', url: `/v1/activities/${activity.id}`, payload: { title: 'Adıma taşındı', content: null, stepTemplateId: null } });
    expect(cleared.json().activity).toMatchObject({ content: null, stepTemplateId: null });
    expect((await t.injectAs(0, { method: 'DELETE', url: `/v1/activities/${activity.id}` })).statusCode).toBe(403);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/activities/${activity.id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/activities/${activity.id}` })).statusCode).toBe(404);
  });

  it('uploads a PDF activity with its version and serves it inline; a mislabelled image leaves no activity', async () => {
    const pdfForm = multipartForm({ projectId: String(project.id), stepTemplateId: String(stepId), title: 'Teklif', version: '2.1' }, [{ field: 'pdf', name: 'teklif.pdf', bytes: PDF, type: 'application/pdf' }]);
    const res = await t.app.inject({ method: 'POST', url: '/v1/activities/upload/pdf', headers: { authorization: `Bearer ${await t.tokenFor(4)}`, ...pdfForm.headers }, payload: pdfForm.payload });
    expect(res.statusCode, res.body).toBe(201);
    const activity = res.json().activity;
    expect(activity).toMatchObject({ type: 'pdf', metadata: { version: '2.1', fileName: 'teklif.pdf' } });
    const file = await t.injectAs(0, { method: 'GET', url: activity.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect((await t.app.inject({ method: 'GET', url: activity.attachments[0].url, headers: other.bearer })).statusCode).toBe(404);

    const before = await t.app.db.selectFrom('activities').select('id').execute();
    const png = await tinyImage('png');
    const body = multipartForm({ projectId: String(project.id), title: 'Fotoğraflar' }, [
      { field: 'images', name: 'a.png', bytes: png, type: 'image/png' },
      { field: 'images', name: 'b.png', bytes: PDF, type: 'image/png' },
    ]);
    const refused = await t.app.inject({ method: 'POST', url: '/v1/activities/upload/images', headers: { authorization: `Bearer ${await t.tokenFor(4)}`, ...body.headers }, payload: body.payload });
    expect(refused.statusCode).toBe(415);
    expect(await t.app.db.selectFrom('activities').select('id').execute()).toHaveLength(before.length);
  });

  it('deletes a project with its files and activity files from storage', async () => {
    const up = (await upload(3, 'silinecek.pdf', PDF, 'application/pdf')).json();
    const p = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Silinecek', attachments: [up.fileKey] } })).json().project;
    const body = multipartForm({ projectId: String(p.id), title: 'Ek' }, [{ field: 'pdf', name: 'ek.pdf', bytes: PDF, type: 'application/pdf' }]);
    const act = await t.app.inject({ method: 'POST', url: '/v1/activities/upload/pdf', headers: { authorization: `Bearer ${await t.tokenFor(3)}`, ...body.headers }, payload: body.payload });
    expect(act.statusCode).toBe(201);
    expect(stored('pdfs')).toContain(up.fileKey);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/projects/${p.id}` })).statusCode).toBe(200);
    expect(stored('pdfs')).not.toContain(up.fileKey);
    expect(stored(`activities/${act.json().activity.id}`)).toEqual([]);
  });
});

describe('a customer deletes only what they uploaded (issue 22)', () => {
  const remove = (role: 0 | 2 | 3 | 4, url: string) => t.injectAs(role, { method: 'DELETE', url });
  const held = async () => (await t.injectAs(3, { method: 'GET', url: `/v1/projects/${project.id}` })).json().project.attachments as string[];

  it("refuses the customer the shop's drawing and photo on their own project (403); the master and an admin remove them, the customer their own", async () => {
    const shopsDrawing = (await upload(4, 'atölye çizimi.pdf', PDF, 'application/pdf')).json().fileKey as string;
    const shopsPhoto = await uploadPhoto(t, 4);
    const customersDrawing = (await upload(0, 'müşteri çizimi.pdf', PDF, 'application/pdf')).json().fileKey as string;
    const customersPhoto = await uploadPhoto(t, 0);
    expect((await t.injectAs(4, { method: 'PUT', url: `/v1/projects/${project.id}`, payload: { attachments: [shopsDrawing, shopsPhoto] } })).statusCode).toBe(200);
    expect((await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${project.id}`, payload: { attachments: [shopsDrawing, shopsPhoto, customersDrawing, customersPhoto] } })).statusCode).toBe(200);

    for (const [url, message] of [
      [`/v1/files/${shopsDrawing}`, 'Yalnızca kendi yüklediğiniz dosyaları silebilirsiniz'],
      [`/v1/files/pdfs/${shopsDrawing}`, 'Yalnızca kendi yüklediğiniz dosyaları silebilirsiniz'],
      [`/v1/images/${shopsPhoto}`, 'Yalnızca kendi yüklediğiniz fotoğrafları silebilirsiniz'],
    ] as const) {
      const res = await remove(0, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message).toBe(message);
    }
    expect(await held()).toEqual([shopsDrawing, shopsPhoto, customersDrawing, customersPhoto]);
    expect(stored('pdfs')).toContain(shopsDrawing);
    // The record tells the screens who uploaded each, so they offer a customer their own deletes only.
    const master = await userIdOfRole(t, 4);
    const described = (await t.injectAs(0, { method: 'GET', url: `/v1/projects/${project.id}` })).json().project.attachmentFiles as { key: string; uploadedBy: number }[];
    expect(described.map((f) => [f.key, f.uploadedBy])).toEqual([[shopsDrawing, master], [shopsPhoto, master], [customersDrawing, customer], [customersPhoto, customer]]);

    expect((await remove(0, `/v1/files/${customersDrawing}`)).statusCode).toBe(200);
    expect((await remove(0, `/v1/images/${customersPhoto}`)).statusCode).toBe(200);
    // The project's master removes a customer's upload as the shop's (README: files, master yes); an admin anything.
    const another = (await upload(0, 'ikinci.pdf', PDF, 'application/pdf')).json().fileKey as string;
    expect((await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${project.id}`, payload: { attachments: [shopsDrawing, shopsPhoto, another] } })).statusCode).toBe(200);
    expect((await remove(4, `/v1/files/${another}`)).statusCode).toBe(200);
    expect((await remove(3, `/v1/files/${shopsDrawing}`)).statusCode).toBe(200);
    expect((await remove(3, `/v1/images/${shopsPhoto}`)).statusCode).toBe(200);
    expect(await held()).toEqual([]);
  });

  it("refuses the same through the project's attachments list (PUT and bulk PATCH), keeps its models there, and so keeps the shop's work on a project the customer may not delete", async () => {
    const own = await t.injectAs(0, { method: 'POST', url: '/v1/projects', payload: { name: 'Müşterinin Yeni Projesi' } });
    const mine = own.json().project.id as number;
    const shopsDrawing = (await upload(3, 'atölye çizimi.pdf', PDF, 'application/pdf')).json().fileKey as string;
    const shopsPhoto = await uploadPhoto(t, 3);
    const customersDrawing = (await upload(0, 'müşteri çizimi.pdf', PDF, 'application/pdf')).json().fileKey as string;
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [shopsDrawing, shopsPhoto] } })).statusCode).toBe(200);
    const model = multipartForm({ projectId: String(mine) }, [{ field: 'model', name: 'kalıp.stl', bytes: ASCII_STL, type: 'model/stl' }]);
    const modelKey = (await t.injectAs(3, { method: 'POST', url: '/v1/models/upload', headers: model.headers, payload: model.payload })).json().modelKey as string;
    expect((await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [shopsDrawing, shopsPhoto, modelKey, customersDrawing] } })).statusCode).toBe(200);
    const keysOf = async () => (await t.injectAs(3, { method: 'GET', url: `/v1/projects/${mine}` })).json().project.attachments as string[];
    const before = await keysOf();
    expect(before).toEqual([shopsDrawing, shopsPhoto, modelKey, customersDrawing]);

    for (const send of [
      () => t.injectAs(0, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [] } }),
      () => t.injectAs(0, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [shopsPhoto, modelKey, customersDrawing] } }),
      () => t.injectAs(0, { method: 'PATCH', url: '/v1/projects', payload: { ids: [mine], values: { attachments: [] } } }),
    ]) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.body).toContain('Yalnızca kendi yüklediğiniz dosyaları silebilirsiniz');
    }
    expect(await keysOf()).toEqual(before);
    const refused = await t.injectAs(0, { method: 'DELETE', url: `/v1/projects/${mine}` });
    expect(refused.statusCode).toBe(403);

    // Their own upload they leave out; a model left out stays (only its delete route removes it).
    expect((await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [shopsDrawing, shopsPhoto] } })).statusCode).toBe(200);
    expect(await keysOf()).toEqual([shopsDrawing, shopsPhoto, modelKey]);
    // The shop detaches through the list as it deletes: an admin drops its photo, and the model stays.
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${mine}`, payload: { attachments: [shopsDrawing] } })).statusCode).toBe(200);
    expect(await keysOf()).toEqual([shopsDrawing, modelKey]);
  });
});

describe('files belong to what holds them (issue 21)', () => {
  const NOT_FREE_PHOTO = 'Fotoğraf bulunamadı, size ait değil veya başka bir işe ya da projeye ekli';
  const NOT_FREE_FILE = 'Eklenen dosya bulunamadı, size ait değil veya başka bir işe ya da projeye ekli';
  const photoOf = (role: 0 | 2 | 3 | 4, key: string) => t.injectAs(role, { method: 'GET', url: `/v1/images/${key}` });
  const attachToProject = (role: 0 | 2 | 3 | 4, id: number, attachments: string[]) => t.injectAs(role, { method: 'PUT', url: `/v1/projects/${id}`, payload: { attachments } });
  const jobCount = async () => (await t.app.db.selectFrom('jobs').select('id').execute()).length;

  it("refuses a project's photo on a job, whoever uploaded it; the customer keeps it, and a job delete never takes it", async () => {
    const bench = await createBench(t, 'Freze 21');
    const customersPhoto = await uploadPhoto(t, 0);
    const managersPhoto = await uploadPhoto(t, 4);
    expect((await attachToProject(0, project.id, [customersPhoto])).statusCode).toBe(200);
    expect((await attachToProject(4, project.id, [customersPhoto, managersPhoto])).statusCode).toBe(200);

    const before = await jobCount();
    for (const [role, key] of [[2, customersPhoto], [4, customersPhoto], [4, managersPhoto], [3, managersPhoto]] as const) {
      const res = await t.injectAs(role, { method: 'POST', url: '/v1/jobs', payload: { description: 'Kaçak', workstationId: bench.id, estimatedHours: 1, attachments: [key] } });
      expect(res.statusCode, `${role} ${key}`).toBe(400);
      expect(res.json().message).toBe(NOT_FREE_PHOTO);
    }
    expect(await jobCount()).toBe(before);

    // Nor onto a job that exists; then the job goes, and the photos stay the project's.
    const job = (await t.injectAs(4, { method: 'POST', url: '/v1/jobs', payload: { description: 'Mil', workstationId: bench.id, estimatedHours: 1 } })).json().jobs;
    const put = await t.injectAs(4, { method: 'PUT', url: `/v1/jobs/${job.id}`, payload: { attachments: [managersPhoto] } });
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(NOT_FREE_PHOTO);
    // A photo both held (attached before this rule): the job's delete leaves it to the project.
    await t.app.db.insertInto('job_photos').values({ job_id: job.id, photo_key: customersPhoto, position: 0 }).execute();
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/jobs/${job.id}` })).statusCode).toBe(200);
    for (const key of [customersPhoto, managersPhoto]) expect((await photoOf(0, key)).statusCode, key).toBe(200);
    expect(stored('images').some((f) => f.startsWith(customersPhoto.replace(/\.\w+$/, '')))).toBe(true);
    // Nobody outside the project reached it meanwhile.
    expect((await photoOf(2, managersPhoto)).statusCode).toBe(404);
    const after = (await t.injectAs(0, { method: 'GET', url: `/v1/projects/${project.id}` })).json().project;
    expect(after.attachments).toEqual(expect.arrayContaining([customersPhoto, managersPhoto]));
    await attachToProject(3, project.id, []);
  });

  it("refuses a job's photo and another project's file on a project; a project's delete never takes them", async () => {
    const bench = await createBench(t, 'Torna 21');
    const [jobPhoto, adminsJobPhoto] = [await uploadPhoto(t, 4), await uploadPhoto(t, 3)];
    const job = (await t.injectAs(4, { method: 'POST', url: '/v1/jobs', payload: { description: 'Burç', workstationId: bench.id, estimatedHours: 1, attachments: [jobPhoto] } })).json().jobs;
    expect((await t.injectAs(3, { method: 'POST', url: '/v1/jobs', payload: { description: 'Pim', workstationId: bench.id, estimatedHours: 1, attachments: [adminsJobPhoto] } })).statusCode).toBe(201);
    // The master runs this project and uploaded the photo, the admin creates projects and uploaded theirs: neither moves.
    const refused = await attachToProject(4, project.id, [jobPhoto]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(NOT_FREE_FILE);
    const create = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Kaçak Proje', attachments: [adminsJobPhoto] } });
    expect(create.statusCode).toBe(400);
    expect(create.json().message).toBe(NOT_FREE_FILE);
    expect(await t.app.db.selectFrom('projects').select('id').where('name', '=', 'Kaçak Proje').execute()).toEqual([]);

    // A customer's file on one of their projects does not move to another of theirs.
    const second = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'İkinci Proje', oem: customer } })).json().project;
    const file = (await upload(0, 'ölçü.pdf', PDF, 'application/pdf')).json();
    expect((await attachToProject(0, project.id, [file.fileKey])).statusCode).toBe(200);
    const moved = await attachToProject(0, second.id, [file.fileKey]);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(NOT_FREE_FILE);

    // Keys both held (attached before this rule): the project's delete leaves them to the job and the first project.
    await t.app.db.insertInto('project_attachments').values([{ project_id: second.id, key: jobPhoto, position: 0 }, { project_id: second.id, key: file.fileKey, position: 1 }]).execute();
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/projects/${second.id}` })).statusCode).toBe(200);
    expect((await photoOf(2, jobPhoto)).statusCode).toBe(200);
    expect((await t.injectAs(2, { method: 'GET', url: `/v1/jobs/${job.id}` })).json().jobs.attachments).toEqual([jobPhoto]);
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/files/${file.fileKey}` })).statusCode).toBe(200);
    expect(stored('pdfs')).toContain(file.fileKey);
    await attachToProject(3, project.id, []);
  });

  it("follows the project's current people: a moved project's old customer and a removed manager lose their own uploads", async () => {
    const employee = await userIdOfRole(t, 2);
    const moving = (await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload: { name: 'Devredilen Proje', oem: customer, projectManager: employee } })).json().project;
    const customersFile = (await upload(0, 'müşteri.pdf', PDF, 'application/pdf')).json().fileKey;
    const managersFile = (await upload(2, 'yönetici.pdf', PDF, 'application/pdf')).json().fileKey;
    const customersPhoto = await uploadPhoto(t, 0);
    const loose = (await upload(0, 'ekli değil.pdf', PDF, 'application/pdf')).json().fileKey;
    expect((await attachToProject(0, moving.id, [customersFile, customersPhoto])).statusCode).toBe(200);
    expect((await attachToProject(2, moving.id, [customersFile, customersPhoto, managersFile])).statusCode).toBe(200);
    const body = multipartForm({ projectId: String(moving.id), title: 'Teklif' }, [{ field: 'pdf', name: 'teklif.pdf', bytes: PDF, type: 'application/pdf' }]);
    const activity = (await t.app.inject({ method: 'POST', url: '/v1/activities/upload/pdf', headers: { authorization: `Bearer ${await t.tokenFor(0)}`, ...body.headers }, payload: body.payload })).json().activity;
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/files/${customersFile}` })).statusCode).toBe(200);
    expect((await t.injectAs(2, { method: 'GET', url: `/v1/files/${managersFile}?download=1` })).statusCode).toBe(200);

    const move = await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${moving.id}`, payload: { oem: other.id, projectManager: await userIdOfRole(t, 4) } });
    expect(move.statusCode).toBe(200);
    for (const [role, url] of [
      [0, `/v1/files/${customersFile}`],
      [0, `/v1/files/pdfs/${customersFile}?download=1`],
      [2, `/v1/files/${managersFile}?download=1`],
      [0, `/v1/images/${customersPhoto}`],
      [0, activity.attachments[0].url],
    ] as const) {
      const res = await t.injectAs(role, { method: 'GET', url });
      expect(res.statusCode, `${role} ${url}`).toBe(404);
      expect(res.rawPayload.equals(PDF)).toBe(false);
    }
    for (const [role, key] of [[0, customersFile], [2, managersFile]] as const) expect((await t.injectAs(role, { method: 'DELETE', url: `/v1/files/${key}` })).statusCode).toBe(404);
    // The project's new customer reaches them; an unattached upload stays its uploader's alone.
    for (const key of [customersFile, managersFile]) expect((await t.app.inject({ method: 'GET', url: `/v1/files/${key}`, headers: other.bearer })).statusCode).toBe(200);
    expect((await t.injectAs(0, { method: 'GET', url: `/v1/files/${loose}` })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/v1/files/${loose}`, headers: other.bearer })).statusCode).toBe(404);
  });
});
