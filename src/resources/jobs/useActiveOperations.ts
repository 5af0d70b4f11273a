import { useGetList } from 'react-admin';
import { operationsResource, type OperationRecord } from '../../domain/resources/operations';
import { jobScreens } from '../../i18n/tr/jobScreens';
import type { CatalogueTexts } from '../generic/SearchableCatalogue';

/** An operation as the declared operations resource answers it. */
export type CatalogueOperation = OperationRecord;

const t = jobScreens.picker;

/** The operation catalogue's texts, in both picker modes. */
export const operationCatalogueTexts: CatalogueTexts = { search: t.search, list: t.available, none: t.noneActive, add: t.add, added: t.added };

/** Only active operations are offered for jobs (001 section 5). */
export const useActiveOperations = () => {
  const { data, isPending } = useGetList<CatalogueOperation>(operationsResource.route, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  return { operations: data ?? [], isPending };
};
