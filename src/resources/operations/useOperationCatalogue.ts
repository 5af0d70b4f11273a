import { useGetList } from 'react-admin';
import { operationsResource, type OperationRecord } from '../../domain/resources/operations';

/** The list route's largest page: the whole catalogue for the duplicate checks. */
const ALL = { page: 1, perPage: 1000 };

export interface CatalogueCounts {
  total: number;
  active: number;
  passive: number;
}

/**
 * The whole catalogue's names (for the duplicate checks) and its counts (total, active, passive,
 * which the list answer carries beside its rows), from one call through the dataProvider;
 * react-admin's refresh after each change reloads it with the list.
 */
export const useOperationCatalogue = () => {
  const { data, meta } = useGetList<OperationRecord>(operationsResource.name, { pagination: ALL, sort: operationsResource.defaultSort });
  const names = (data ?? []).map(({ id, name }) => ({ id, name }));
  return { names, counts: (meta as { counts?: CatalogueCounts } | undefined)?.counts };
};
