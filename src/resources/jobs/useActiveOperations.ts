import { useGetList } from 'react-admin';
import { operationsResource, type OperationRecord } from '../../domain/resources/operations';

/** An operation as the declared operations resource answers it. */
export type CatalogueOperation = OperationRecord;

/** Only active operations are offered for jobs (001 section 5). */
export const useActiveOperations = () => {
  const { data, isPending } = useGetList<CatalogueOperation>(operationsResource.route, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
    filter: { status: 'active' },
  });
  return { operations: data ?? [], isPending };
};
