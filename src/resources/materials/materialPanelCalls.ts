import type { MaterialPrice, MaterialPriceBody, MaterialSummary } from '../../domain/materials/materialPrice';
import type { MaterialUsagePage, MaterialUsageReport, UsageReportPeriod } from '../../domain/materials/materialUsage';
import { materialsResource } from '../../domain/resources/materials';
import { api } from '../../providers/httpClient';

/*
 * The panel's calls that are not a declared resource's CRUD (those go through the dataProvider):
 * the dashboard's figures, a material's prices, and what the projects' materials activities used
 * (001 section 2.8), on the one http client.
 */

const pricesPath = (materialId: number) => `${materialsResource.path}/${encodeURIComponent(String(materialId))}/prices`;

/** The dashboard's figures, counted by the database. */
export const materialSummary = async (signal: AbortSignal): Promise<MaterialSummary> =>
  (await api<{ data: MaterialSummary }>(`${materialsResource.path}/summary`, { signal })).data;

/** Every price a material has had, newest first, the one in force marked. */
export const priceHistory = async (materialId: number, signal: AbortSignal): Promise<MaterialPrice[]> =>
  (await api<{ prices: MaterialPrice[] }>(pricesPath(materialId), { signal })).prices;

/** A new price per kg from a day on; the history keeps every earlier one. */
export const setMaterialPrice = async (materialId: number, body: MaterialPriceBody): Promise<void> => {
  await api(pricesPath(materialId), { method: 'POST', body });
};

/** Lines on a page of 'Siparişlerde Kullanılan Malzemeler'. */
export const USAGE_PAGE_SIZE = 50;

/** A page of the material lines the projects' materials activities used, with the count and cost of every match. */
export const materialUsage = async (search: string, page: number, signal: AbortSignal): Promise<MaterialUsagePage> => {
  const query = new URLSearchParams({ page: String(page), limit: String(USAGE_PAGE_SIZE), ...(search ? { q: search } : {}) });
  return api<MaterialUsagePage>(`${materialsResource.path}/usage?${query.toString()}`, { signal });
};

/** The report of the last `months` (0: everything): the projects' material lines by material, supplier and month. */
export const materialUsageReport = async (months: UsageReportPeriod, signal: AbortSignal): Promise<MaterialUsageReport> =>
  (await api<{ data: MaterialUsageReport }>(`${materialsResource.path}/usage/report?months=${months}`, { signal })).data;
