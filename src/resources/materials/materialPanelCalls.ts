import { api } from '../../providers/httpClient';
import type { MaterialSummary } from '../../domain/materials/materialPrice';
import type { MaterialRecord } from '../../domain/resources/materials';

/** 001 section 9: the material list pages by 50. */
export const MATERIAL_PAGE_SIZE = 50;

/** What the material form sends (001 section 3 with ids). */
export interface MaterialInput {
  name: string;
  categoryId: number;
  subCategoryId: number;
  density: number;
}

export interface MaterialListQuery {
  page: number;
  limit: number;
  q?: string;
  categoryId?: number | null;
  sort?: string;
  order?: 'ASC' | 'DESC';
}

const listUrl = (p: MaterialListQuery) => {
  const params = new URLSearchParams({ page: String(p.page), limit: String(p.limit), sort: p.sort ?? 'addedDate', order: p.order ?? 'DESC' });
  if (p.q?.trim()) params.set('q', p.q.trim());
  if (p.categoryId) params.set('categoryId', String(p.categoryId));
  return `/materials?${params}`;
};

const json = (method: string, body?: unknown) => ({ method, body });

/** The panel's calls: the declared resources' routes and the price and summary routes. */
export const materialApi = {
  listUrl,
  create: (data: MaterialInput) => api<{ material: MaterialRecord; message: string }>('/materials', json('POST', data)),
  update: (id: number, data: Partial<MaterialInput>) => api<{ material: MaterialRecord; message: string }>(`/materials/${id}`, json('PUT', data)),
  remove: (id: number) => api<{ message: string }>(`/materials/${id}`, json('DELETE')),
  summaryUrl: '/materials/summary',
  categoriesUrl: '/materials/categories?limit=1000',
  createCategory: (name: string) => api<{ message: string }>('/materials/categories', json('POST', { name })),
  renameCategory: (id: number, name: string) => api<{ message: string }>(`/materials/categories/${id}`, json('PUT', { name })),
  removeCategory: (id: number) => api<{ message: string }>(`/materials/categories/${id}`, json('DELETE')),
  createSubcategory: (categoryId: number, name: string) => api<{ message: string }>('/materials/subcategories', json('POST', { categoryId, name })),
  renameSubcategory: (id: number, name: string) => api<{ message: string }>(`/materials/subcategories/${id}`, json('PUT', { name })),
  removeSubcategory: (id: number) => api<{ message: string }>(`/materials/subcategories/${id}`, json('DELETE')),
  pricesUrl: (id: number) => `/materials/${id}/prices`,
  setPrice: (id: number, pricePerKg: number, validFrom: string) => api<{ message: string }>(`/materials/${id}/prices`, json('POST', { pricePerKg, validFrom })),
};

export type { MaterialSummary };
