import { vi } from 'vitest';
import { materialCategoriesResource } from '../../../src/domain/resources/materialCategories';
import { materialSubcategoriesResource } from '../../../src/domain/resources/materialSubcategories';
import { materialsResource } from '../../../src/domain/resources/materials';

export const MATERIALS = materialsResource.route;
export const CATEGORIES = materialCategoriesResource.route;
export const SUBCATEGORIES = materialSubcategoriesResource.route;

const stamp = '2026-01-02T09:00:00.000Z';
export const STEEL = { id: 1, name: 'ÇELİKLER', subcategories: [], materialCount: 1, createdAt: stamp, updatedAt: null };
export const PNEUMATIC = { id: 2, name: 'PNÖMATİK', subcategories: [], materialCount: 0, createdAt: stamp, updatedAt: null };
const SUBS = [
  { id: 3, categoryId: 1, categoryName: 'ÇELİKLER', name: 'Takım Çelikleri', materialCount: 1, createdAt: stamp, updatedAt: null },
  { id: 4, categoryId: 2, categoryName: 'PNÖMATİK', name: 'Hortumlar', materialCount: 0, createdAt: stamp, updatedAt: null },
];
export const C45 = {
  id: 7,
  name: 'C45',
  categoryId: 1,
  category: 'ÇELİKLER',
  subCategoryId: 3,
  subCategory: 'Takım Çelikleri',
  density: 7.7,
  currentPricePerKg: null as number | null,
  priceValidFrom: null as string | null,
  addedDate: stamp,
  updatedAt: null,
};

const byIds = (rows: { id: number }[], ids: unknown[]) => rows.filter((r) => ids.map(Number).includes(r.id));

/** The panel's data: materials (C45 and whatever `materials` holds), two categories, their subcategories by categoryId. */
export const materialPanelProvider = (materials: (typeof C45)[] = [C45]) => ({
  getList: vi.fn(async (resource: string, { filter }: { filter: Record<string, unknown> }) => {
    if (resource === CATEGORIES) return { data: [STEEL, PNEUMATIC], total: 2 };
    if (resource === SUBCATEGORIES) {
      const subs = SUBS.filter((s) => filter.categoryId === undefined || s.categoryId === Number(filter.categoryId));
      return { data: subs, total: subs.length };
    }
    const found = materials.filter((m) => filter.categoryId === undefined || m.categoryId === Number(filter.categoryId));
    return { data: found, total: found.length };
  }),
  getOne: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: materials.find((m) => m.id === Number(id))! })),
  getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({ data: resource === CATEGORIES ? byIds([STEEL, PNEUMATIC], ids) : resource === SUBCATEGORIES ? byIds(SUBS, ids) : byIds(materials, ids) })),
  create: vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({ data: { ...C45, ...data, id: 8 } })),
  update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: Record<string, unknown> }) => ({ data: { ...C45, ...data, id: Number(id) } })),
  delete: vi.fn(async (_resource: string, { id }: { id: unknown }) => ({ data: { ...C45, id: Number(id) } })),
});
