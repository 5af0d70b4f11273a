import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, expectValidationError, type TestApp } from './helpers/app';
import { multipartFile } from './helpers/jobFixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const FILL = 'Lütfen tüm alanları doldurunuz!';

interface Category {
  id: number;
  name: string;
  subcategories: { id: number; name: string; materialCount: number }[];
}

const categories = async (): Promise<Category[]> => (await t.injectAs(3, { method: 'GET', url: '/v1/materials/categories' })).json().categories;
const categoryNamed = async (name: string) => (await categories()).find((c) => c.name === name)!;
const subNamed = (c: Category, name: string) => c.subcategories.find((s) => s.name === name)!.id;
const logs = (resource: string) => t.app.db.selectFrom('activity_logs').selectAll().where('resource', '=', resource).orderBy('id', 'desc').execute();

const addMaterial = async (payload: Record<string, unknown>) => t.injectAs(3, { method: 'POST', url: '/v1/materials', payload });
const steel = async () => {
  const c = await categoryNamed('ÇELİKLER');
  return { categoryId: c.id, subCategoryId: subNamed(c, 'Yapı Çelikleri'), stainless: subNamed(c, 'Paslanmaz Çelikler') };
};

describe('material categories', () => {
  it('come seeded with the spec’s two categories and exactly their subcategories', async () => {
    const all = await categories();
    expect(all.map((c) => c.name)).toEqual(['ÇELİKLER', 'PNÖMATİK']);
    expect(all[0]!.subcategories.map((s) => s.name)).toEqual([
      'Yapı Çelikleri', 'Paslanmaz Çelikler', 'Karbon Çelikler', 'Takım Çelikleri', 'Alüminyum Alaşımları', 'Bakır Alaşımları', 'Süper Alaşımlar', 'Titanyum', 'Magnezyum', 'Çinko Alaşımları',
    ]);
    expect(all[1]!.subcategories.map((s) => s.name)).toEqual([
      'Hortumlar', 'Bağlantılar', 'Esnek Hortumlar', 'Güçlü Hortumlar', 'Spiral Hortumlar', 'Tekstil Güçlü', 'Kimyasal Dayanım', 'Doğal Kauçuk', 'Kompozit',
    ]);
  });

  it('adds, renames and deletes a category with its subcategories, logging each change', async () => {
    expectValidationError(await t.injectAs(3, { method: 'POST', url: '/v1/materials/categories', payload: { name: '  ' } }), 'name', 'Kategori adı gereklidir');
    const created = await t.injectAs(3, { method: 'POST', url: '/v1/materials/categories', payload: { name: 'Plastikler' } });
    expect(created.statusCode).toBe(201);
    const id = created.json().category.id;
    const dup = await t.injectAs(3, { method: 'POST', url: '/v1/materials/categories', payload: { name: 'PLASTİKLER' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Bu isimde bir kategori zaten mevcut');
    const renamed = await t.injectAs(3, { method: 'PUT', url: `/v1/materials/categories/${id}`, payload: { name: 'Mühendislik Plastikleri' } });
    expect(renamed.json().category.name).toBe('Mühendislik Plastikleri');
    const sub = await t.injectAs(3, { method: 'POST', url: '/v1/materials/subcategories', payload: { categoryId: id, name: 'POM' } });
    expect(sub.statusCode).toBe(201);
    expect(sub.json().subcategory).toMatchObject({ categoryId: id, name: 'POM', categoryName: 'Mühendislik Plastikleri', materialCount: 0 });
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/categories/${id}` })).statusCode).toBe(200);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/subcategories/${sub.json().subcategory.id}` })).statusCode).toBe(404);
    expect((await logs('material-category')).map((l) => l.action)).toEqual(['delete', 'update', 'create']);
    expect((await logs('material-subcategory')).map((l) => l.action)).toEqual(['create']);
  });

  it('keeps subcategory names unique within a category only, ignoring case', async () => {
    const { categoryId } = await steel();
    const dup = await t.injectAs(3, { method: 'POST', url: '/v1/materials/subcategories', payload: { categoryId, name: 'yapı çelikleri' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Bu kategoride bu isimde bir alt kategori zaten mevcut');
    const other = await categoryNamed('PNÖMATİK');
    const elsewhere = await t.injectAs(3, { method: 'POST', url: '/v1/materials/subcategories', payload: { categoryId: other.id, name: 'Yapı Çelikleri' } });
    expect(elsewhere.statusCode).toBe(201);
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/subcategories/${elsewhere.json().subcategory.id}` })).statusCode).toBe(200);
    expectValidationError(await t.injectAs(3, { method: 'POST', url: '/v1/materials/subcategories', payload: { name: 'X' } }), 'categoryId', 'Kategori seçimi gereklidir');
    expectValidationError(await t.injectAs(3, { method: 'POST', url: '/v1/materials/subcategories', payload: { categoryId: 999999, name: 'X' } }), 'categoryId', 'Seçilen kategori bulunamadı');
  });

  it('refuses (409, with the count) to delete a category or subcategory that materials use', async () => {
    const { categoryId, subCategoryId } = await steel();
    const m = (await addMaterial({ name: 'Kullanımda', categoryId, subCategoryId, density: 7.85 })).json().material;
    const cat = await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/categories/${categoryId}` });
    expect(cat.statusCode).toBe(409);
    expect(cat.json().message).toMatch(/^Bu kategoride 1 malzeme kayıtlı olduğu için silinemez/);
    const sub = await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/subcategories/${subCategoryId}` });
    expect(sub.statusCode).toBe(409);
    expect(sub.json().message).toBe('Bu alt kategoride 1 malzeme kayıtlı olduğu için silinemez.');
    const pn = await categoryNamed('PNÖMATİK');
    const move = await t.injectAs(3, { method: 'PUT', url: `/v1/materials/subcategories/${subCategoryId}`, payload: { categoryId: pn.id } });
    expect(move.statusCode).toBe(409);
    expect((await categoryNamed('ÇELİKLER')).subcategories.find((s) => s.id === subCategoryId)?.materialCount).toBe(1);
    await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/${m.id}` });
  });
});

describe('materials', () => {
  it('creates a material in the section 3 shape and logs it', async () => {
    const { categoryId, subCategoryId } = await steel();
    const res = await addMaterial({ name: ' S235JR ', categoryId, subCategoryId, density: '7.85' });
    expect(res.statusCode).toBe(201);
    const m = res.json().material;
    expect(m).toMatchObject({ name: 'S235JR', category: 'ÇELİKLER', subCategory: 'Yapı Çelikleri', categoryId, subCategoryId, density: 7.85, currentPricePerKg: null });
    expect(new Date(m.addedDate).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const log = (await logs('material'))[0]!;
    expect(log).toMatchObject({ action: 'create', resource_id: String(m.id) });
    await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/${m.id}` });
  });

  it('refuses a missing or bad field with the spec text and writes nothing', async () => {
    const { categoryId, subCategoryId } = await steel();
    const before = (await t.injectAs(3, { method: 'GET', url: '/v1/materials' })).json().total;
    const ok = { name: 'C45', categoryId, subCategoryId, density: 7.85 };
    for (const [field, payload] of [
      ['name', { ...ok, name: '   ' }],
      ['categoryId', { ...ok, categoryId: undefined }],
      ['subCategoryId', { ...ok, subCategoryId: '' }],
      ['density', { ...ok, density: undefined }],
      ['density', { ...ok, density: 0 }],
      ['density', { ...ok, density: -1 }],
      ['density', { ...ok, density: 'abc' }],
    ] as const)
      expectValidationError(await addMaterial(payload), field, FILL);
    expectValidationError(await addMaterial({ ...ok, density: 7.855 }), 'density', 'Yoğunluk en fazla 2 ondalık basamak içerebilir');
    expectValidationError(await addMaterial({ ...ok, density: 31 }), 'density', 'Yoğunluk en fazla 30 g/cm³ olabilir');
    expectValidationError(await addMaterial({ ...ok, categoryId: 999999 }), 'categoryId', 'Seçilen kategori bulunamadı');
    expectValidationError(await addMaterial({ ...ok, subCategoryId: 999999 }), 'subCategoryId', 'Seçilen alt kategori bulunamadı');
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials' })).json().total).toBe(before);
  });

  it('refuses a subcategory of another category, on create and on a category change alone', async () => {
    const { categoryId, subCategoryId } = await steel();
    const pn = await categoryNamed('PNÖMATİK');
    const hoses = subNamed(pn, 'Hortumlar');
    expectValidationError(await addMaterial({ name: 'Karışık', categoryId, subCategoryId: hoses, density: 1.2 }), 'subCategoryId', 'Seçilen alt kategori bu kategoriye ait değil');
    const m = (await addMaterial({ name: 'Taşınacak', categoryId, subCategoryId, density: 7.85 })).json().material;
    expectValidationError(await t.injectAs(3, { method: 'PUT', url: `/v1/materials/${m.id}`, payload: { categoryId: pn.id } }), 'subCategoryId', 'Seçilen alt kategori bu kategoriye ait değil');
    const moved = await t.injectAs(3, { method: 'PUT', url: `/v1/materials/${m.id}`, payload: { categoryId: pn.id, subCategoryId: hoses, density: 1.25 } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().material).toMatchObject({ category: 'PNÖMATİK', subCategory: 'Hortumlar', density: 1.25 });
    expect((await logs('material'))[0]).toMatchObject({ action: 'update', resource_id: String(m.id) });
    // The composite foreign key holds the rule even for a write that skips the server's check.
    await expect(t.app.db.updateTable('materials').set({ subcategory_id: subCategoryId }).where('id', '=', m.id).execute()).rejects.toThrow();
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/${m.id}` })).statusCode).toBe(200);
    expect((await logs('material'))[0]).toMatchObject({ action: 'delete', resource_id: String(m.id) });
    expect((await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/${m.id}` })).statusCode).toBe(404);
  });

  it('pages by 50, searches names, filters by category and sorts', async () => {
    const { categoryId, subCategoryId } = await steel();
    const pn = await categoryNamed('PNÖMATİK');
    const hoses = subNamed(pn, 'Hortumlar');
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Sayfa Boru ${String(i).padStart(2, '0')}`, category_id: categoryId, subcategory_id: subCategoryId, density: '7.85' }));
    rows.push(...Array.from({ length: 5 }, (_, i) => ({ name: `Sayfa Hortumu ${i}`, category_id: pn.id, subcategory_id: hoses, density: '1.20' })));
    await t.app.db.insertInto('materials').values(rows).execute();
    const first = (await t.injectAs(3, { method: 'GET', url: '/v1/materials?q=sayfa&limit=50&page=1&sort=name&order=ASC' })).json();
    expect(first.total).toBe(65);
    expect(first.materials).toHaveLength(50);
    expect(first.materials[0].name).toBe('Sayfa Boru 00');
    const second = (await t.injectAs(3, { method: 'GET', url: '/v1/materials?q=sayfa&limit=50&page=2&sort=name&order=ASC' })).json();
    expect(second.materials).toHaveLength(15);
    const filtered = (await t.injectAs(3, { method: 'GET', url: `/v1/materials?q=SAYFA&categoryId=${pn.id}&limit=50` })).json();
    expect(filtered.total).toBe(5);
    expect(filtered.materials.every((m: { category: string }) => m.category === 'PNÖMATİK')).toBe(true);
    const bad = await t.injectAs(3, { method: 'GET', url: '/v1/materials?categoryId=abc' });
    expect(bad.statusCode).toBe(400);
    await t.app.db.deleteFrom('materials').where('name', 'like', 'Sayfa %').execute();
  });

  it('is for canAccessMaterials only (suppliers read the catalogue to offer for it): other roles get 403, anonymous 401', async () => {
    const { categoryId, subCategoryId } = await steel();
    const m = (await addMaterial({ name: 'Yetki', categoryId, subCategoryId, density: 2.7 })).json().material;
    const catalogue = [
      { method: 'GET', url: '/v1/materials' },
      { method: 'GET', url: `/v1/materials/${m.id}` },
    ];
    for (const call of catalogue) {
      for (const role of [0, 2, 4] as const) expect((await t.injectAs(role, call)).statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
      expect((await t.injectAs(1, call)).statusCode, `1 ${call.method} ${call.url}`).toBe(200);
      expect((await t.injectAs(null, call)).statusCode).toBe(401);
    }
    const calls = [
      { method: 'POST', url: '/v1/materials', payload: { name: 'X', categoryId, subCategoryId, density: 1 } },
      { method: 'PUT', url: `/v1/materials/${m.id}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `/v1/materials/${m.id}` },
      { method: 'GET', url: '/v1/materials/categories' },
      { method: 'POST', url: '/v1/materials/categories', payload: { name: 'X' } },
      { method: 'GET', url: '/v1/materials/subcategories' },
      { method: 'GET', url: '/v1/materials/summary' },
      { method: 'GET', url: `/v1/materials/${m.id}/prices` },
      { method: 'POST', url: `/v1/materials/${m.id}/prices`, payload: { pricePerKg: 1 } },
    ];
    for (const call of calls) {
      for (const role of [0, 1, 2, 4] as const) {
        const res = await t.injectAs(role, call);
        expect(res.statusCode, `${role} ${call.method} ${call.url}`).toBe(403);
        expect(res.json().message).toBe('Bu işlem için yetkiniz bulunmuyor.');
      }
      expect((await t.injectAs(null, call)).statusCode).toBe(401);
    }
    // Permission before validation: a refused role learns nothing about the body.
    expect((await t.injectAs(2, { method: 'POST', url: '/v1/materials', payload: {} })).statusCode).toBe(403);
    expect((await t.injectAs(3, { method: 'GET', url: `/v1/materials/${m.id}` })).json().material.name).toBe('Yetki');
    await t.injectAs(3, { method: 'DELETE', url: `/v1/materials/${m.id}` });
  });
});

describe('material prices', () => {
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const shift = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  it('keeps a history; the current price is the latest valid_from up to today', async () => {
    const { categoryId, subCategoryId } = await steel();
    const m = (await addMaterial({ name: 'Fiyatlı', categoryId, subCategoryId, density: 7.85 })).json().material;
    const url = `/v1/materials/${m.id}/prices`;
    expect((await t.injectAs(3, { method: 'GET', url })).json()).toMatchObject({ prices: [], currentPricePerKg: null });
    const old = await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: 42.5, validFrom: shift(today(), -30) } });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ message: 'Fiyat başarıyla kaydedildi', currentPricePerKg: 42.5, price: { pricePerKg: 42.5, current: true, createdByName: 'Ayşe Yönetici' } });
    await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: '45.10' } });
    await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: 99, validFrom: shift(today(), 10) } });
    const history = (await t.injectAs(3, { method: 'GET', url })).json();
    expect(history.prices.map((p: { pricePerKg: number }) => p.pricePerKg)).toEqual([99, 45.1, 42.5]);
    expect(history.prices.map((p: { current: boolean }) => p.current)).toEqual([false, true, false]);
    expect(history.prices[1].validFrom).toBe(today());
    expect(history.currentPricePerKg).toBe(45.1);
    const one = (await t.injectAs(3, { method: 'GET', url: `/v1/materials/${m.id}` })).json().material;
    expect(one).toMatchObject({ currentPricePerKg: 45.1, priceValidFrom: today() });
    const stored = await t.app.db.selectFrom('material_prices').select('price_per_kg').where('material_id', '=', m.id).orderBy('id').execute();
    expect(stored.map((r) => r.price_per_kg)).toEqual(['42.50', '45.10', '99.00']);
    const priceLogs = (await logs('material')).filter((l) => l.resource_id === String(m.id) && l.action === 'update');
    expect(priceLogs).toHaveLength(3);
    expect(priceLogs.at(-1)!.description).toContain('42,50');
  });

  it('refuses a bad price or date with a Turkish message, and a missing material with 404', async () => {
    const { categoryId, subCategoryId } = await steel();
    const m = (await addMaterial({ name: 'Fiyat Hatası', categoryId, subCategoryId, density: 7.85 })).json().material;
    const url = `/v1/materials/${m.id}/prices`;
    const invalid = 'Kg fiyatı 0 veya daha büyük, en fazla 2 ondalık basamaklı bir tutar olmalıdır';
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: -1 } }), 'pricePerKg', invalid);
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: 1.234 } }), 'pricePerKg', invalid);
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: {} }), 'pricePerKg', invalid);
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: 1e9 } }), 'pricePerKg', 'Kg fiyatı en fazla 9.999.999,99 ₺ olabilir');
    expectValidationError(await t.injectAs(3, { method: 'POST', url, payload: { pricePerKg: 1, validFrom: '2026-02-30' } }), 'validFrom', 'Geçerli bir tarih girin (YYYY-AA-GG)');
    expect((await t.injectAs(3, { method: 'GET', url })).json().prices).toEqual([]);
    expect((await t.injectAs(3, { method: 'POST', url: '/v1/materials/999999/prices', payload: { pricePerKg: 1 } })).statusCode).toBe(404);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/999999/prices' })).statusCode).toBe(404);
    expect((await t.injectAs(3, { method: 'GET', url: '/v1/materials/0x1/prices' })).statusCode).toBe(400);
  });

  it('sums the dashboard figures in the database', async () => {
    await t.app.db.deleteFrom('materials').execute();
    const { categoryId, subCategoryId } = await steel();
    const a = (await addMaterial({ name: 'Özet A', categoryId, subCategoryId, density: 7.85 })).json().material;
    await addMaterial({ name: 'Özet B', categoryId, subCategoryId, density: 2.7 });
    await t.injectAs(3, { method: 'POST', url: `/v1/materials/${a.id}/prices`, payload: { pricePerKg: 30 } });
    const summary = (await t.injectAs(3, { method: 'GET', url: '/v1/materials/summary' })).json().data;
    expect(summary).toEqual({ materials: 2, categories: 2, subcategories: 19, pricedMaterials: 1, recentlyAdded: 2, pendingOffers: 0 });
  });
});

describe('material CSV transfer', () => {
  const csvOf = (rows: string[][]) => `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(';')).join('\r\n')}\r\n`;

  it('exports the list and imports rows through the same rules (subcategory of its category)', async () => {
    const { categoryId, subCategoryId } = await steel();
    const pn = await categoryNamed('PNÖMATİK');
    await addMaterial({ name: 'Aktarım Çeliği', categoryId, subCategoryId, density: 7.85 });
    const exported = await t.injectAs(3, { method: 'GET', url: '/v1/materials/export?q=aktarım' });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Aktarım Çeliği"');
    const header = lines[0]!.split(';').map((c) => c.replace(/^"|"$/g, ''));
    const row = (name: string, cat: number, sub: number) => header.map((h) => (h === 'Malzeme Adı' ? name : h === 'Kategori Kimliği' ? String(cat) : h === 'Alt Kategori Kimliği' ? String(sub) : h === 'Yoğunluk (g/cm³)' ? '2,7' : ''));
    const send = (csv: string) => t.injectAs(3, { method: 'POST', url: '/v1/materials/import', ...multipartFile('file', 'materials.csv', Buffer.from(csv), 'text/csv') });
    const wrong = await send(csvOf([header, row('Aktarım Karışık', categoryId, subNamed(pn, 'Hortumlar'))]));
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('Seçilen alt kategori bu kategoriye ait değil');
    const ok = await send(csvOf([header, row('Aktarım Alüminyumu', categoryId, subCategoryId)]));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().created).toBe(1);
    const found = (await t.injectAs(3, { method: 'GET', url: '/v1/materials?q=aktarım&sort=name&order=ASC' })).json().materials;
    expect(found.map((m: { name: string; density: number }) => [m.name, m.density])).toEqual([
      ['Aktarım Alüminyumu', 2.7],
      ['Aktarım Çeliği', 7.85],
    ]);
  });
});

describe('a declared number with decimals', () => {
  it('exports a density as the screens show it, to its two decimals (1,20 beside 7,85)', async () => {
    const { categoryId, subCategoryId } = await steel();
    expect((await addMaterial({ name: 'Ondalık Deneme', categoryId, subCategoryId, density: 1.2 })).statusCode).toBe(201);
    const res = await t.injectAs(3, { method: 'GET', url: `/v1/materials/export?q=${encodeURIComponent('Ondalık Deneme')}` });
    expect(res.statusCode).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').trim().split('\r\n').map((line) => line.split(';'));
    expect(row![header!.indexOf('"Yoğunluk (g/cm³)"')]).toBe('"1,20"');
  });
});
