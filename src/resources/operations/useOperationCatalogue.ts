import { useQuery } from '@tanstack/react-query';
import { operationsResource } from '../../domain/resources/operations';
import { api } from '../../providers/httpClient';

export interface CatalogueName {
  id: number;
  name: string;
}

interface ListAnswer {
  operations?: { _id: number; name: string }[];
  counts?: { total: number; active: number; passive: number };
}

/**
 * The whole catalogue's names (for the duplicate checks) and its counts (total, active, passive),
 * from one call; react-admin's refresh after each mutation reloads it with the list.
 */
export const useOperationCatalogue = () => {
  const { data, isPending } = useQuery({
    queryKey: ['operations', 'catalogue'],
    queryFn: () => api<ListAnswer>(`${operationsResource.path}?limit=1000&sort=id&order=ASC`),
  });
  const names: CatalogueName[] = (data?.operations ?? []).map((o) => ({ id: Number(o._id), name: o.name }));
  return { names, counts: data?.counts, isPending };
};
