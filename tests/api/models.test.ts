// A project's 3D models (001 sections 5, 7; issue 11): uploaded by content into a project the
// caller may change, read through that project, deleted with it; each upload and delete logged.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { multipartForm, tinyImage } from './helpers/jobFixtures';
import { createAccount, userIdOfRole } from './helpers/projectFixtures';

type Caller = 0 | 2 | 3 | 4 | { bearer: Record<string, string> };

let t: TestApp;
let ids: Record<0 | 2 | 3 | 4, number>;
/** Another customer, with a project of their own. */
let rival: Awaited<ReturnType<typeof createAccount>>;
/** An employee who is neither the manager nor a member of any project here. */
let outsider: Awaited<ReturnType<typeof createAccount>>;
/** The demo customer's project: the master manages it, the demo employee is a member. */
let project: { id: number };
let rivalProject: { id: number };

// ---- The formats, made here rather than committed as binaries ----

/** Binary STL: an 80-byte header, the triangle count (uint32 LE), 50 bytes per triangle. */
const binaryStl = (triangles: number): Buffer => {
  const bytes = Buffer.alloc(84 + 50 * triangles);
  bytes.write('binary stl made by models.test.ts', 0, 'latin1');
  bytes.writeUInt32LE(triangles, 80);
  for (let i = 0; i < triangles; i++) {
    const at = 84 + 50 * i;
    // normal, then three vertices, then the 2-byte attribute count (left 0)
    const floats = [0, 0, 1, i, 0, 0, i + 1, 0, 0, i, 1, 0];
    floats.forEach((f, k) => bytes.writeFloatLE(f, at + 4 * k));
  }
  return bytes;
};

const ASCII_STL = Buffer.from(
  'solid x\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 0 1 0\n  endloop\n endfacet\nendsolid x\n',
);

const OBJ = Buffer.from('# gövde\no govde\nv 0.0 0.0 0.0\nv 1.0 0.0 0.0\nv 0.0 1.0 0.0\nvn 0 0 1\nf 1 2 3\n');

const STEP = Buffer.from(
  [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('mil'),'2;1');",
    "FILE_NAME('mil.step','2026-11-30T10:00:00',('atolye'),(''),'','','');",
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN'));",
    'ENDSEC;',
    'DATA;',
    "#1=CARTESIAN_POINT('',(0.,0.,0.));",
    "#2=DIRECTION('',(0.,0.,1.));",
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n'),
);

/** One IGES record: 72 columns of data, the section letter in column 73, the sequence number in 74-80. */
const igesRecord = (data: string, section: 'S' | 'G' | 'D' | 'P' | 'T', seq: number): string => {
  const line = data.padEnd(72, ' ') + section + String(seq).padStart(7, '0');
  if (line.length !== 80) throw new Error(`IGES record of ${line.length} columns`);
  return line;
};

const IGES = Buffer.from(
  [
    igesRecord('kapak, made by models.test.ts', 'S', 1),
    igesRecord('1H,,1H;,5Hkapak,9Hkapak.igs,6Hatolye,3H1.0,32,38,6,308,15,', 'G', 1),
    igesRecord('5Hkapak,1.,2,2HMM,1,0.01,15H20261130.100000,', 'G', 2),
    igesRecord('0.001,1000.,6Hatolye,6Hatolye,11,0;', 'G', 3),
    igesRecord('     110       1       0       0       0       0       0       000000000', 'D', 1),
    igesRecord('     110       0       0       1       0                               0', 'D', 2),
    // Parameter data in columns 1-64, the pointer back to its D line in 65-72.
    igesRecord('110,0.,0.,0.,1.,0.,0.;'.padEnd(64, ' ') + '1'.padStart(8, ' '), 'P', 1),
    igesRecord('S      1G      3D      2P      1', 'T', 1),
    '',
  ].join('\n'),
);

const FORMATS: { name: string; bytes: Buffer; format: 'stl' | 'obj' | 'step' | 'iges'; ext: string; mime: string }[] = [
  { name: 'flanş ikili.stl', bytes: binaryStl(3), format: 'stl', ext: 'stl', mime: 'model/stl' },
  { name: 'ascii.stl', bytes: ASCII_STL, format: 'stl', ext: 'stl', mime: 'model/stl' },
  { name: 'gövde.obj', bytes: OBJ, format: 'obj', ext: 'obj', mime: 'model/obj' },
  { name: 'mil.step', bytes: STEP, format: 'step', ext: 'step', mime: 'model/step' },
  { name: 'mil kısa.stp', bytes: STEP, format: 'step', ext: 'stp', mime: 'model/step' },
  { name: 'kapak.iges', bytes: IGES, format: 'iges', ext: 'iges', mime: 'model/iges' },
  { name: 'kapak kısa.igs', bytes: IGES, format: 'iges', ext: 'igs', mime: 'model/iges' },
];

// ---- Helpers ----

const authOf = async (who: Caller): Promise<Record<string, string>> => (typeof who === 'number' ? { authorization: `Bearer ${await t.tokenFor(who)}` } : who.bearer);

const call = async (who: Caller, method: 'GET' | 'DELETE', url: string): Promise<LightMyRequestResponse> => t.app.inject({ method, url, headers: await authOf(who) });

const uploadModel = async (who: Caller, projectId: number | undefined, name: string, bytes: Buffer, type = 'application/octet-stream') => {
  const body = multipartForm(projectId === undefined ? {} : { projectId: String(projectId) }, [{ field: 'model', name, bytes, type }]);
  return t.app.inject({ method: 'POST', url: '/v1/models/upload', headers: { ...(await authOf(who)), ...body.headers }, payload: body.payload });
};

/** Uploads and answers the model's id (its key without 'models/'). */
const uploaded = async (who: Caller, projectId: number, name = 'parça.stl', bytes = binaryStl(2)): Promise<string> => {
  const res = await uploadModel(who, projectId, name, bytes);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().modelKey as string).replace(/^models\//, '');
};

const fileIds = async (): Promise<string[]> => (await t.app.db.selectFrom('files').select('id').orderBy('id').execute()).map((r) => r.id);

const storageKeys = async (): Promise<string[]> => {
  const keys: string[] = [];
  for await (const f of t.app.storage.list()) keys.push(f.key);
  return keys.sort();
};

const modelLogs = async () => t.app.db.selectFrom('activity_logs').select(['action', 'resource_id', 'user_id', 'description']).where('resource', '=', 'model').orderBy('id').execute();

const projectOf = async (id: number, who: Caller = 3) => {
  const res = await t.app.inject({ method: 'GET', url: `/v1/projects/${id}`, headers: await authOf(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().project as { attachments: string[]; attachmentFiles: { key: string; kind: string; name: string; size: number; mimeType: string }[] };
};

const createProject = async (payload: Record<string, unknown>): Promise<{ id: number }> => {
  const res = await t.injectAs(3, { method: 'POST', url: '/v1/projects', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().project;
};

beforeAll(async () => {
  // A 1 MB limit: the oversize case needs little more than 1 MB; every other model here is tiny.
  t = await buildTestApp({ modelMaxMb: 1 });
  ids = { 0: await userIdOfRole(t, 0), 2: await userIdOfRole(t, 2), 3: await userIdOfRole(t, 3), 4: await userIdOfRole(t, 4) };
  rival = await createAccount(t, 0, 'Rakip');
  outsider = await createAccount(t, 2, 'Disarida');
  project = await createProject({ name: 'Modelli Proje', oem: ids[0], projectManager: ids[4], members: [ids[2]] });
  rivalProject = await createProject({ name: 'Rakip Projesi', oem: rival.id, projectManager: ids[4] });
});
afterAll(() => t.close());

describe('model uploads', () => {
  it('keeps the demo employee a member, not the manager, of the project', async () => {
    const p = (await projectOf(project.id)) as unknown as { members: number[]; projectManager: number };
    expect(p.members).toEqual([ids[2]]);
    expect(p.projectManager).toBe(ids[4]);
  });

  for (const f of FORMATS)
    it(`takes ${f.format} as '${f.name}', lists it on the project and serves the same bytes`, async () => {
      const res = await uploadModel(0, project.id, f.name, f.bytes);
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({ success: true, message: 'Model yüklendi', name: f.name, size: f.bytes.length, format: f.format });
      expect(body.modelKey).toMatch(new RegExp(`^models/[0-9a-f-]{36}\\.${f.ext}$`));
      const id = (body.modelKey as string).slice('models/'.length);

      const row = await t.app.db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ category: 'models', original_name: f.name, content_type: f.mime, byte_size: f.bytes.length, uploaded_by: ids[0] });
      expect(await storageKeys()).toContain(body.modelKey);

      // The project lists the key as is ('models/' kept) and what it is.
      const p = await projectOf(project.id, 0);
      expect(p.attachments).toContain(body.modelKey);
      expect(p.attachmentFiles.find((a) => a.key === body.modelKey)).toEqual({ key: body.modelKey, kind: 'model', name: f.name, size: f.bytes.length, mimeType: f.mime, uploadedBy: ids[0] });

      // Read by id, and by the key with its folder URL-encoded; by the customer and by the member.
      for (const url of [`/v1/models/${id}`, `/v1/models/models%2F${id}`, `/v1/models/${id}?download=1`]) {
        for (const who of [0, 2] as const) {
          const got = await call(who, 'GET', url);
          expect(got.statusCode, `${url}: ${got.body}`).toBe(200);
          expect(got.headers['content-type']).toBe(f.mime);
          expect(got.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(f.name)}`);
          expect(got.rawPayload.equals(f.bytes)).toBe(true);
        }
      }

      for (const url of [`/v1/models/${id}/url`, `/v1/models/models%2F${id}/url`]) {
        const link = await call(0, 'GET', url);
        expect(link.statusCode, `${url}: ${link.body}`).toBe(200);
        expect(link.json()).toEqual({ success: true, modelUrl: `/v1/models/${id}`, name: f.name, size: f.bytes.length });
        const viaLink = await call(0, 'GET', link.json().modelUrl);
        expect(viaLink.rawPayload.equals(f.bytes)).toBe(true);
      }
    });

  it('lets the master who manages the project and an admin upload too', async () => {
    for (const who of [4, 3] as const) {
      const id = await uploaded(who, project.id, `usta-${who}.obj`, OBJ);
      expect((await projectOf(project.id)).attachments).toContain(`models/${id}`);
    }
  });
});

describe('refused uploads', () => {
  const refusals: { label: string; status: number; message: string | RegExp; send: () => Promise<LightMyRequestResponse> }[] = [
    {
      label: 'a PNG renamed .stl',
      status: 415,
      message: /^Model dosyası desteklenmiyor/,
      send: async () => uploadModel(0, project.id, 'resim.stl', await tinyImage('png'), 'model/stl'),
    },
    { label: 'a STEP text named .obj', status: 415, message: /^Model dosyası desteklenmiyor/, send: () => uploadModel(0, project.id, 'mil.obj', STEP) },
    { label: 'a .txt (of OBJ text)', status: 415, message: /^Model dosyası desteklenmiyor/, send: () => uploadModel(0, project.id, 'notlar.txt', OBJ, 'text/plain') },
    { label: 'a file with no extension', status: 415, message: /^Model dosyası desteklenmiyor/, send: () => uploadModel(0, project.id, 'model', binaryStl(2)) },
    { label: 'a binary STL whose count does not match its length', status: 415, message: /^Model dosyası desteklenmiyor/, send: () => uploadModel(0, project.id, 'kirik.stl', binaryStl(3).subarray(0, 150)) },
    { label: 'an upload without projectId', status: 400, message: 'Modelin ekleneceği proje seçilmedi', send: () => uploadModel(0, undefined, 'parça.stl', binaryStl(2)) },
    { label: 'a projectId that is not a number', status: 400, message: 'Modelin ekleneceği proje seçilmedi', send: async () => {
      const body = multipartForm({ projectId: 'abc' }, [{ field: 'model', name: 'parça.stl', bytes: binaryStl(2), type: 'model/stl' }]);
      return t.app.inject({ method: 'POST', url: '/v1/models/upload', headers: { ...(await authOf(0)), ...body.headers }, payload: body.payload });
    } },
    { label: 'a projectId written oddly (0x and a space)', status: 400, message: 'Modelin ekleneceği proje seçilmedi', send: async () => {
      const body = multipartForm({ projectId: ` 0x${project.id.toString(16)}` }, [{ field: 'model', name: 'parça.stl', bytes: binaryStl(2), type: 'model/stl' }]);
      return t.app.inject({ method: 'POST', url: '/v1/models/upload', headers: { ...(await authOf(0)), ...body.headers }, payload: body.payload });
    } },
    { label: 'an upload without a model', status: 400, message: 'Lütfen bir model dosyası seçin', send: async () => {
      const body = multipartForm({ projectId: String(project.id) }, []);
      return t.app.inject({ method: 'POST', url: '/v1/models/upload', headers: { ...(await authOf(0)), ...body.headers }, payload: body.payload });
    } },
    {
      label: 'a model over MODEL_MAX_MB',
      status: 413,
      message: 'Model dosyası çok büyük. En fazla 1 MB yüklenebilir.',
      send: () => uploadModel(0, project.id, 'buyuk.stl', binaryStl(Math.ceil((1024 * 1024 + 10) / 50))),
    },
    { label: 'an unknown project', status: 404, message: /./, send: () => uploadModel(0, 987654, 'parça.stl', binaryStl(2)) },
  ];

  for (const r of refusals)
    it(`refuses ${r.label} (${r.status}), leaving no row, no stored file and no log`, async () => {
      const [files, stored, logs, attachments] = [await fileIds(), await storageKeys(), (await modelLogs()).length, (await projectOf(project.id)).attachments];
      const res = await r.send();
      expect(res.statusCode, res.body).toBe(r.status);
      expect(res.json().success).toBe(false);
      if (typeof r.message === 'string') expect(res.json().message).toBe(r.message);
      else expect(res.json().message).toMatch(r.message);
      expect(await fileIds()).toEqual(files);
      expect(await storageKeys()).toEqual(stored);
      expect(await modelLogs()).toHaveLength(logs);
      expect((await projectOf(project.id)).attachments).toEqual(attachments);
    });
});

describe('row scope', () => {
  it("answers another customer's project and models as not found: upload, read, url, delete", async () => {
    const theirs = await uploaded(rival, rivalProject.id, 'gizli.stl', binaryStl(4));
    // Their owner reaches it.
    expect((await call(rival, 'GET', `/v1/models/${theirs}`)).statusCode).toBe(200);

    const [files, stored] = [await fileIds(), await storageKeys()];
    const up = await uploadModel(0, rivalProject.id, 'sizma.stl', binaryStl(2));
    expect(up.statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', `/v1/models/${theirs}`],
      ['GET', `/v1/models/models%2F${theirs}`],
      ['GET', `/v1/models/${theirs}?download=1`],
      ['GET', `/v1/models/${theirs}/url`],
      ['GET', `/v1/models/models%2F${theirs}/url`],
      ['DELETE', `/v1/models/${theirs}`],
      ['DELETE', `/v1/models/models%2F${theirs}`],
      ['DELETE', `/v1/models/${theirs}?projectId=${rivalProject.id}`],
      ['DELETE', `/v1/models/${theirs}?projectId=${project.id}`],
    ] as const) {
      const res = await call(0, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Model bulunamadı' });
      expect(res.body).not.toContain('gizli');
      expect(res.rawPayload.includes(binaryStl(4).subarray(80))).toBe(false);
    }
    // An employee on no project here sees none of it either.
    expect((await call(outsider, 'GET', `/v1/models/${theirs}`)).statusCode).toBe(404);
    expect((await call(outsider, 'DELETE', `/v1/models/${theirs}`)).statusCode).toBe(404);
    expect((await uploadModel(outsider, project.id, 'sizma.stl', binaryStl(2))).statusCode).toBe(404);
    // A model that does not exist reads the same.
    expect((await call(0, 'GET', `/v1/models/00000000-0000-4000-8000-000000000000.stl`)).statusCode).toBe(404);

    expect(await fileIds()).toEqual(files);
    expect(await storageKeys()).toEqual(stored);
    expect((await projectOf(rivalProject.id)).attachments).toEqual([`models/${theirs}`]);
  });

  it('lets a member who is not the manager read the models but neither upload nor delete (403)', async () => {
    const id = await uploaded(0, project.id, 'ekip.stl');
    expect((await call(2, 'GET', `/v1/models/${id}`)).statusCode).toBe(200);
    expect((await call(2, 'GET', `/v1/models/${id}/url`)).statusCode).toBe(200);

    const [files, stored, logs] = [await fileIds(), await storageKeys(), (await modelLogs()).length];
    const up = await uploadModel(2, project.id, 'calisan.stl', binaryStl(2));
    expect(up.statusCode).toBe(403);
    expect(up.json().message).toBe('Bu projenin modellerini değiştirme yetkiniz yok');
    const del = await call(2, 'DELETE', `/v1/models/${id}?projectId=${project.id}`);
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe('Bu projenin modellerini değiştirme yetkiniz yok');
    expect(await fileIds()).toEqual(files);
    expect(await storageKeys()).toEqual(stored);
    expect(await modelLogs()).toHaveLength(logs);
    expect((await projectOf(project.id)).attachments).toContain(`models/${id}`);
  });

  it("refuses a delete naming another project (404) and lets an admin delete, taking the model off the project, the files table and storage", async () => {
    const id = await uploaded(0, project.id, 'silinecek.stl');
    const wrong = await call(3, 'DELETE', `/v1/models/${id}?projectId=${rivalProject.id}`);
    expect(wrong.statusCode).toBe(404);
    expect((await call(3, 'DELETE', `/v1/models/${id}?projectId=987654`)).statusCode).toBe(404);
    // The project files' routes never reach a model, even for its uploader or an admin.
    for (const who of [0, 3] as const) {
      expect((await call(who, 'GET', `/v1/files/${id}`)).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/v1/files/${id}`)).statusCode).toBe(404);
    }
    expect(await storageKeys()).toContain(`models/${id}`);

    const del = await call(3, 'DELETE', `/v1/models/models%2F${id}?projectId=${project.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ success: true, message: 'Model silindi' });
    const p = await projectOf(project.id);
    expect(p.attachments).not.toContain(`models/${id}`);
    expect(p.attachmentFiles.map((a) => a.key)).not.toContain(`models/${id}`);
    expect(await t.app.db.selectFrom('files').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await storageKeys()).not.toContain(`models/${id}`);
    expect((await call(3, 'GET', `/v1/models/${id}`)).statusCode).toBe(404);
    expect((await call(3, 'GET', `/v1/models/${id}/url`)).statusCode).toBe(404);
    expect((await call(3, 'DELETE', `/v1/models/${id}`)).statusCode).toBe(404);
  });

  it("refuses the customer the shop's model on their own project (403, issue 22); an admin deletes it", async () => {
    const id = await uploaded(4, project.id, 'atölye modeli.stl', ASCII_STL);
    const del = await call(0, 'DELETE', `/v1/models/${id}`);
    expect(del.statusCode, del.body).toBe(403);
    expect(del.json().message).toBe('Yalnızca kendi yüklediğiniz modelleri silebilirsiniz');
    expect((await projectOf(project.id)).attachments).toContain(`models/${id}`);
    expect(await storageKeys()).toContain(`models/${id}`);
    expect((await call(3, 'DELETE', `/v1/models/${id}`)).statusCode).toBe(200);
  });

  it('lets the customer delete a model of their own project', async () => {
    const id = await uploaded(0, project.id, 'benim.obj', OBJ);
    const del = await call(0, 'DELETE', `/v1/models/${id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await projectOf(project.id)).attachments).not.toContain(`models/${id}`);
    expect(await storageKeys()).not.toContain(`models/${id}`);
  });
});

describe('a model by its file name (issue 22: the README\'s deep link)', () => {
  it('reads and links the newest upload of that name in the projects the caller sees, narrowed by ?projectId; deletes only by the stored id', async () => {
    const second = await createProject({ name: 'İkinci Modelli Proje', oem: ids[0], projectManager: ids[4] });
    const name = 'ortak ad ğüş.stl';
    const older = await uploaded(0, project.id, name, binaryStl(1));
    const newer = await uploaded(0, second.id, name, binaryStl(3));
    const rivals = await uploaded(rival, rivalProject.id, name, binaryStl(5));
    const encoded = encodeURIComponent(name);

    const newest = await call(0, 'GET', `/v1/models/${encoded}`);
    expect(newest.statusCode, newest.body).toBe(200);
    expect(newest.rawPayload.equals(binaryStl(3))).toBe(true);
    expect(newest.headers['content-disposition']).toContain('filename*=UTF-8');
    expect((await call(0, 'GET', `/v1/models/${encoded}/url`)).json()).toMatchObject({ modelUrl: `/v1/models/${newer}`, name });
    // Within one project: that project's own.
    expect((await call(0, 'GET', `/v1/models/${encoded}/url?projectId=${project.id}`)).json().modelUrl).toBe(`/v1/models/${older}`);
    expect((await call(0, 'GET', `/v1/models/${encoded}?projectId=${project.id}`)).rawPayload.equals(binaryStl(1))).toBe(true);
    // The rival customer gets their own of that name, never the demo customer's; nobody reaches a name outside their projects.
    expect((await call(rival, 'GET', `/v1/models/${encoded}/url`)).json().modelUrl).toBe(`/v1/models/${rivals}`);
    expect((await call(rival, 'GET', `/v1/models/${encoded}?projectId=${project.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/v1/models/${encoded}/url`)).statusCode).toBe(404);
    expect((await call(0, 'GET', `/v1/models/${encodeURIComponent('yok böyle.stl')}/url`)).statusCode).toBe(404);
    // A name never deletes: a later upload may take it.
    expect((await call(0, 'DELETE', `/v1/models/${encoded}`)).statusCode).toBe(404);
    expect((await projectOf(second.id)).attachments).toContain(`models/${newer}`);
  });
});

describe('activity log', () => {
  it("writes a 'model' row for each upload and each delete", async () => {
    const before = (await modelLogs()).length;
    const res = await uploadModel(0, project.id, 'kayıt.step', STEP);
    expect(res.statusCode).toBe(201);
    const id = (res.json().modelKey as string).slice('models/'.length);
    const afterUpload = await modelLogs();
    expect(afterUpload).toHaveLength(before + 1);
    expect(afterUpload.at(-1)).toMatchObject({ action: 'upload', resource_id: id, user_id: ids[0] });
    expect(afterUpload.at(-1)!.description).toContain('Modelli Proje');
    expect(afterUpload.at(-1)!.description).toContain('kayıt.step');

    expect((await call(4, 'DELETE', `/v1/models/${id}?projectId=${project.id}`)).statusCode).toBe(200);
    const afterDelete = await modelLogs();
    expect(afterDelete).toHaveLength(before + 2);
    expect(afterDelete.at(-1)).toMatchObject({ action: 'delete', resource_id: id, user_id: ids[4] });
    expect(afterDelete.at(-1)!.description).toContain('kayıt.step');
  });
});

describe('a deleted project', () => {
  it('takes its models off the files table and out of storage, and no one else’s', async () => {
    const doomed = await createProject({ name: 'Silinecek Modeller', oem: ids[0], projectManager: ids[4] });
    const gone = [await uploaded(0, doomed.id, 'a.stl'), await uploaded(3, doomed.id, 'b.igs', IGES), await uploaded(4, doomed.id, 'c.obj', OBJ)];
    const kept = await uploaded(0, project.id, 'kalan.stl');
    expect((await projectOf(doomed.id)).attachments).toEqual(gone.map((id) => `models/${id}`));

    const del = await t.injectAs(3, { method: 'DELETE', url: `/v1/projects/${doomed.id}` });
    expect(del.statusCode, del.body).toBe(200);
    const files = await fileIds();
    const stored = await storageKeys();
    for (const id of gone) {
      expect(files).not.toContain(id);
      expect(stored).not.toContain(`models/${id}`);
      expect((await call(3, 'GET', `/v1/models/${id}`)).statusCode).toBe(404);
    }
    expect(files).toContain(kept);
    expect(stored).toContain(`models/${kept}`);
    expect(await t.app.db.selectFrom('project_attachments').select('key').where('project_id', '=', doomed.id).execute()).toEqual([]);
  });
});

describe('a model stays with its project (issue 21)', () => {
  it('is never attached to another project, by its key or its bare id, even by its uploader', async () => {
    const id = await uploaded(0, project.id, 'yerinde.stl');
    const second = await createProject({ name: 'Müşterinin İkinci Projesi', oem: ids[0] });
    for (const key of [`models/${id}`, id]) {
      const res = await t.injectAs(0, { method: 'PUT', url: `/v1/projects/${second.id}`, payload: { attachments: [key] } });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message).toBe('Eklenen dosya bulunamadı, size ait değil veya başka bir işe ya da projeye ekli');
    }
    expect((await projectOf(second.id)).attachments).toEqual([]);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/projects/${second.id}` })).statusCode).toBe(200);
    expect(await storageKeys()).toContain(`models/${id}`);
    expect((await call(0, 'GET', `/v1/models/${id}`)).statusCode).toBe(200);
  });

  it("follows the project's current people: a moved project's old customer and a removed manager lose their own models", async () => {
    const moving = await createProject({ name: 'Devredilen Modeller', oem: ids[0], projectManager: ids[2] });
    const customers = await uploaded(0, moving.id, 'müşteri.stl');
    const managers = await uploaded(2, moving.id, 'yönetici.obj', OBJ);
    expect((await t.injectAs(3, { method: 'PUT', url: `/v1/projects/${moving.id}`, payload: { oem: rival.id, projectManager: ids[4] } })).statusCode).toBe(200);
    for (const [who, id] of [[0, customers], [2, managers]] as const) {
      for (const url of [`/v1/models/${id}`, `/v1/models/${id}/url`]) expect((await call(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(404);
      expect((await call(who, 'DELETE', `/v1/models/${id}`)).statusCode).toBe(404);
    }
    for (const id of [customers, managers]) expect((await call(rival, 'GET', `/v1/models/${id}`)).statusCode).toBe(200);
  });
});
