import type { MaterialUsagePage } from '../../../domain/materials/materialUsage';
import { materialsResource } from '../../../domain/resources/materials';
import { api } from '../../../providers/httpClient';

/** Lines on a page of 'Siparişlerde Kullanılan Malzemeler'. */
export const USAGE_PAGE_SIZE = 50;

/** A page of the material lines the projects' materials activities used, with the count and cost of every match. */
export const materialUsage = async (search: string, page: number, signal: AbortSignal): Promise<MaterialUsagePage> => {
  const query = new URLSearchParams({ page: String(page), limit: String(USAGE_PAGE_SIZE), ...(search ? { q: search } : {}) });
  return api<MaterialUsagePage>(`${materialsResource.path}/usage?${query.toString()}`, { signal });
};
