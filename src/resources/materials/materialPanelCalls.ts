import type { MaterialPrice, MaterialPriceBody, MaterialSummary } from '../../domain/materials/materialPrice';
import { materialsResource } from '../../domain/resources/materials';
import { api } from '../../providers/httpClient';

/*
 * The panel's calls that are not a declared resource's CRUD (those go through the dataProvider):
 * the dashboard's figures and a material's prices (001 section 2.8), on the one http client.
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
