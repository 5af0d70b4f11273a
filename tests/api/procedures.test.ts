import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleNumber } from '../../src/domain/roles';
import { seedDemoProcedures } from '../../server/db/seed/demoProcedures';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (method: string, url: string, payload?: unknown) => t.injectAs(3, { method, url, payload });
const addCategory = async (name: string, description?: string) => {
  const res = await admin('POST', '/v1/procedures/categories', { name, description });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; name: string };
};
const addProcedure = async (categoryId: number, title: string, extra: Record<string, unknown> = {}) => {
  const res = await admin('POST', '/v1/procedures/procedures', { categoryId, title, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; title: string };
};
const logRows = (resource: string) =>
  t.app.db.selectFrom('activity_logs').select(['action', 'resource_id', 'description']).where('resource', '=', resource).orderBy('id').execute();

describe('procedure categories', () => {
  it('creates a category in the data envelope with the section 3 shape and logs it', async () => {
    const res = await admin('POST', '/v1/procedures/categories', { name: '  Kalite Kontrol ', description: ' Ölçüm ve muayene ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Kategori başarıyla eklendi' });
    expect(body.data).toEqual({
      id: expect.any(Number),
      name: 'Kalite Kontrol',
      description: 'Ölçüm ve muayene',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      procedures: [],
      procedureCount: 0,
    });
    const one = await admin('GET', `/v1/procedures/categories/${body.data.id}`);
    expect(one.json().data).toEqual(body.data);
    expect(await logRows('procedureCategory')).toContainEqual({ action: 'create', resource_id: String(body.data.id), description: expect.stringContaining('Kalite Kontrol') });
  });

  it('keeps a blank description as none (labelled required, not checked)', async () => {
    const res = await admin('POST', '/v1/procedures/categories', { name: 'Bakım', description: '   ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.description).toBeNull();
    expect((await admin('POST', '/v1/procedures/categories', { name: 'Boya' })).json().data.description).toBeNull();
  });

  it('refuses a blank or missing name with the spec text, writing nothing', async () => {
    const before = await t.app.db.selectFrom('procedure_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expectValidationError(await admin('POST', '/v1/procedures/categories', { name: '   ', description: 'x' }), 'name', 'Kategori adı gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/categories', { description: 'x' }), 'name', 'Kategori adı gereklidir');
    expect((await admin('POST', '/v1/procedures/categories', { name: 'X', extra: 1 })).statusCode).toBe(400);
    expect((await admin('POST', '/v1/procedures/categories', { name: 42 })).statusCode).toBe(400);
    const after = await t.app.db.selectFrom('procedure_categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a duplicate name ignoring case, Turkish capitals included (409), on create and rename', async () => {
    await addCategory('İş Güvenliği');
    for (const name of ['iş güvenliği', 'İŞ GÜVENLİĞİ', 'Iş güvenliği']) {
      const res = await admin('POST', '/v1/procedures/categories', { name });
      expect(res.statusCode).toBe(409);
      // The field it concerns, so a form shows the refusal under the name.
      expect(res.json()).toMatchObject({ success: false, message: 'Bu isimde bir kategori zaten mevcut', errors: { name: 'Bu isimde bir kategori zaten mevcut' } });
    }
    const other = await addCategory('Depo');
    expect((await admin('PUT', `/v1/procedures/categories/${other.id}`, { name: 'İŞ güvenliği' })).statusCode).toBe(409);
    const renamed = await admin('PUT', `/v1/procedures/categories/${other.id}`, { name: 'DEPO', description: 'Malzeme deposu' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ message: 'Kategori başarıyla güncellendi', data: { name: 'DEPO', description: 'Malzeme deposu' } });
    expectValidationError(await admin('PUT', `/v1/procedures/categories/${other.id}`, { name: ' ' }), 'name', 'Kategori adı gereklidir');
  });

  it('answers 404 for a category that does not exist', async () => {
    expect((await admin('GET', '/v1/procedures/categories/987654')).statusCode).toBe(404);
    expect((await admin('PUT', '/v1/procedures/categories/987654', { name: 'Yok' })).statusCode).toBe(404);
    expect((await admin('DELETE', '/v1/procedures/categories/987654')).statusCode).toBe(404);
    expect((await admin('GET', '/v1/procedures/categories/abc')).statusCode).toBe(400);
  });
});

describe('procedures', () => {
  it('creates a procedure with categoryName, active by default, without a description when none is sent', async () => {
    const category = await addCategory('CNC Tezgah Hazırlık');
    const res = await admin('POST', '/v1/procedures/procedures', { categoryId: category.id, title: ' Sıfır noktası ayarı ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: 'Prosedür başarıyla eklendi' });
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      title: 'Sıfır noktası ayarı',
      description: '',
      categoryId: category.id,
      categoryName: 'CNC Tezgah Hazırlık',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      isActive: true,
    });
    expect(await logRows('procedure')).toContainEqual({ action: 'create', resource_id: String(res.json().data.id), description: expect.stringContaining('Sıfır noktası ayarı') });
  });

  it('refuses a missing category or title, a blank description and an unknown category, with Turkish texts', async () => {
    const category = await addCategory('Kaynak');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { title: 'X' }), 'categoryId', 'Kategori seçimi gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { categoryId: '', title: 'X' }), 'categoryId', 'Kategori seçimi gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { categoryId: category.id, title: '  ' }), 'title', 'Prosedür başlığı gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { categoryId: category.id }), 'title', 'Prosedür başlığı gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { categoryId: category.id, title: 'X', description: ' ' }), 'description', 'Açıklama gereklidir');
    expectValidationError(await admin('POST', '/v1/procedures/procedures', { categoryId: 987654, title: 'X' }), 'categoryId', 'Seçilen kategori bulunamadı');
    expect((await admin('POST', '/v1/procedures/procedures', { categoryId: category.id, title: 'X', isActive: 'evet' })).statusCode).toBe(400);
    const count = await t.app.db.selectFrom('procedures').select('id').where('category_id', '=', category.id).execute();
    expect(count).toEqual([]);
  });

  it('edits title, description, category and Aktif/Pasif, and the change is read back', async () => {
    const first = await addCategory('Montaj');
    const second = await addCategory('Paketleme');
    const procedure = await addProcedure(first.id, 'Cıvata sıkma', { description: 'Tork anahtarı ile' });
    const res = await admin('PUT', `/v1/procedures/procedures/${procedure.id}`, { categoryId: second.id, title: 'Cıvata torku', description: '25 Nm', isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Prosedür başarıyla güncellendi', data: { title: 'Cıvata torku', description: '25 Nm', categoryId: second.id, categoryName: 'Paketleme', isActive: false } });
    expect((await admin('GET', `/v1/procedures/procedures/${procedure.id}`)).json().data.isActive).toBe(false);
    // The edit dialog requires the description.
    expectValidationError(await admin('PUT', `/v1/procedures/procedures/${procedure.id}`, { description: '' }), 'description', 'Açıklama gereklidir');
    expectValidationError(await admin('PUT', `/v1/procedures/procedures/${procedure.id}`, { categoryId: 987654 }), 'categoryId', 'Seçilen kategori bulunamadı');
    expect((await admin('PUT', '/v1/procedures/procedures/987654', { title: 'Yok' })).statusCode).toBe(404);
    expect(await logRows('procedure')).toContainEqual({ action: 'update', resource_id: String(procedure.id), description: expect.stringContaining('Cıvata torku') });
  });

  it('moves the category card\'s last update when a procedure is added to it', async () => {
    const category = await addCategory('Taşlama');
    const before = (await admin('GET', `/v1/procedures/categories/${category.id}`)).json().data.updatedAt as string;
    await addProcedure(category.id, 'Taş balans kontrolü');
    const after = (await admin('GET', `/v1/procedures/categories/${category.id}`)).json().data.updatedAt as string;
    expect(Date.parse(after)).toBeGreaterThanOrEqual(Date.parse(before));
    expect(after).not.toBe(before);
  });

  it('deletes a procedure and logs it', async () => {
    const category = await addCategory('Temizlik');
    const procedure = await addProcedure(category.id, 'Talaş temizliği');
    const res = await admin('DELETE', `/v1/procedures/procedures/${procedure.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Prosedür başarıyla silindi' });
    expect((await admin('GET', `/v1/procedures/procedures/${procedure.id}`)).statusCode).toBe(404);
    expect(await logRows('procedure')).toContainEqual({ action: 'delete', resource_id: String(procedure.id), description: expect.stringContaining('Talaş temizliği') });
  });

  it('lists procedures filtered by category and active state', async () => {
    const category = await addCategory('Frezeleme');
    await addProcedure(category.id, 'Takım ölçümü');
    await addProcedure(category.id, 'Eski yöntem', { isActive: false });
    const res = (await admin('GET', `/v1/procedures/procedures?categoryId=${category.id}&isActive=false`)).json();
    expect(res.data.map((p: { title: string }) => p.title)).toEqual(['Eski yöntem']);
    expect(res.total).toBe(1);
  });
});

describe('deleting a category', () => {
  it('deletes its procedures with it and the log row says how many', async () => {
    const category = await addCategory('Hurda Ayırma');
    const a = await addProcedure(category.id, 'Talaşı ayır');
    await addProcedure(category.id, 'Metal türüne göre kasala');
    await addProcedure(category.id, 'Tartım');
    const keep = await addCategory('Sevkiyat');
    const kept = await addProcedure(keep.id, 'İrsaliye kontrolü');
    const res = await admin('DELETE', `/v1/procedures/categories/${category.id}`);
    expect(res.json()).toEqual({ success: true, message: 'Kategori ve prosedürleri başarıyla silindi' });
    expect(await t.app.db.selectFrom('procedures').select('id').where('category_id', '=', category.id).execute()).toEqual([]);
    expect((await admin('GET', `/v1/procedures/procedures/${a.id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/v1/procedures/procedures/${kept.id}`)).statusCode).toBe(200);
    const rows = await logRows('procedureCategory');
    expect(rows).toContainEqual({ action: 'delete', resource_id: String(category.id), description: 'Prosedür Kategorileri: "Hurda Ayırma" silindi (3 prosedürüyle birlikte)' });
  });

  it('logs an empty category\'s deletion without a count', async () => {
    const category = await addCategory('Boş Kategori');
    await admin('DELETE', `/v1/procedures/categories/${category.id}`);
    expect(await logRows('procedureCategory')).toContainEqual({ action: 'delete', resource_id: String(category.id), description: 'Prosedür Kategorileri: "Boş Kategori" silindi' });
  });
});

describe('GET /v1/procedures/ (categories with their procedures)', () => {
  it('answers every category with its procedures and count, in Turkish alphabetical order', async () => {
    const fresh = await buildTestApp();
    try {
      const post = (url: string, payload: unknown) => fresh.injectAs(3, { method: 'POST', url, payload });
      const ids: Record<string, number> = {};
      for (const name of ['Delme', 'Çapak Alma', 'CNC Hazırlık', 'ölçüm', 'Işıklandırma', 'Zımpara']) ids[name] = (await post('/v1/procedures/categories', { name })).json().data.id;
      await post('/v1/procedures/procedures', { categoryId: ids['Çapak Alma'], title: 'Kenar kırma', description: 'Eğe ile' });
      await post('/v1/procedures/procedures', { categoryId: ids['Çapak Alma'], title: 'Kumlama', isActive: false });
      for (const url of ['/v1/procedures/', '/v1/procedures']) {
        const res = await fresh.injectAs(3, { method: 'GET', url });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.success).toBe(true);
        expect(body.data.map((c: { name: string }) => c.name)).toEqual(['CNC Hazırlık', 'Çapak Alma', 'Delme', 'Işıklandırma', 'ölçüm', 'Zımpara']);
        const capak = body.data[1];
        expect(capak).toMatchObject({ id: ids['Çapak Alma'], description: null, procedureCount: 2 });
        expect(capak.procedures).toEqual([
          { id: expect.any(Number), title: 'Kenar kırma', description: 'Eğe ile', categoryId: ids['Çapak Alma'], categoryName: 'Çapak Alma', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), updatedAt: expect.stringMatching(/Z$/), isActive: true },
          expect.objectContaining({ title: 'Kumlama', description: '', isActive: false }),
        ]);
        expect(body.data[0]).toMatchObject({ procedures: [], procedureCount: 0 });
      }
      // The nested answer's times are the single answer's.
      const single = (await fresh.injectAs(3, { method: 'GET', url: `/v1/procedures/categories/${ids['Çapak Alma']}` })).json().data;
      const nested = (await fresh.injectAs(3, { method: 'GET', url: '/v1/procedures/' })).json().data[1];
      expect(nested).toEqual(single);
    } finally {
      await fresh.close();
    }
  });
});

describe('who may call the procedure routes', () => {
  const calls = async () => {
    const category = await addCategory(`Yetki ${Math.random()}`);
    const procedure = await addProcedure(category.id, 'Yetki testi');
    return [
      { method: 'GET', url: '/v1/procedures/' },
      { method: 'GET', url: '/v1/procedures' },
      { method: 'GET', url: '/v1/procedures/categories' },
      { method: 'GET', url: `/v1/procedures/categories/${category.id}` },
      { method: 'POST', url: '/v1/procedures/categories', payload: { name: 'Yetkisiz' } },
      { method: 'PUT', url: `/v1/procedures/categories/${category.id}`, payload: { name: 'Yetkisiz' } },
      { method: 'DELETE', url: `/v1/procedures/categories/${category.id}` },
      { method: 'GET', url: '/v1/procedures/procedures' },
      { method: 'GET', url: `/v1/procedures/procedures/${procedure.id}` },
      { method: 'POST', url: '/v1/procedures/procedures', payload: { categoryId: category.id, title: 'Yetkisiz' } },
      { method: 'PUT', url: `/v1/procedures/procedures/${procedure.id}`, payload: { isActive: false } },
      { method: 'DELETE', url: `/v1/procedures/procedures/${procedure.id}` },
    ];
  };

  it('refuses customers, suppliers, employees and masters (403) and anonymous callers (401), before validation, changing nothing', async () => {
    const list = await calls();
    const before = await t.app.db.selectFrom('procedures').select(['id', 'title', 'is_active']).orderBy('id').execute();
    for (const role of [0, 1, 2, 4] as RoleNumber[]) {
      for (const call of list) {
        const res = await t.injectAs(role, call);
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().success).toBe(false);
      }
      // Even an invalid body meets the permission first.
      expect((await t.injectAs(role, { method: 'POST', url: '/v1/procedures/categories', payload: { name: '' } })).statusCode).toBe(403);
    }
    for (const call of list) expect((await t.injectAs(null, call)).statusCode, `anonymous ${call.method} ${call.url}`).toBe(401);
    expect(await t.app.db.selectFrom('procedures').select(['id', 'title', 'is_active']).orderBy('id').execute()).toEqual(before);
  });
});

describe('the demo procedures', () => {
  it('are seeded once on an empty database: categories of a machining shop, one procedure Pasif', async () => {
    const fresh = await buildTestApp();
    try {
      await seedDemoProcedures(fresh.app.db);
      await seedDemoProcedures(fresh.app.db);
      const data = (await fresh.injectAs(3, { method: 'GET', url: '/v1/procedures/' })).json().data as { name: string; procedureCount: number; procedures: { isActive: boolean }[] }[];
      expect(data.map((c) => c.name)).toEqual(['Bakım', 'CNC Tezgah Hazırlık', 'İş Güvenliği', 'Kalite Kontrol']);
      expect(data.every((c) => c.procedureCount === c.procedures.length && c.procedureCount >= 3)).toBe(true);
      expect(data.flatMap((c) => c.procedures).filter((p) => !p.isActive)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
