import { useGetList } from 'react-admin';
import { benchesResource, type BenchRecord } from '../../domain/resources/benches';

/** A bench as the declared counters resource answers it. */
export type Bench = BenchRecord;

/** Every bench (GET /v1/counters): the filter lists all, the job forms only the 'Aktif' ones. */
export const useBenches = (): { benches: Bench[]; active: Bench[]; isPending: boolean } => {
  const { data, isPending } = useGetList<Bench>(benchesResource.route, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  }, { staleTime: 60_000, retry: false });
  const benches = data ?? [];
  return { benches, active: benches.filter((b) => b.status === 'Aktif'), isPending };
};
