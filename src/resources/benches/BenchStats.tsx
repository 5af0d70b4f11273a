import { useGetList, useResourceContext } from 'react-admin';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { StatCard } from '../../ui/StatCard';
import { StatGrid } from '../../ui/StatGrid';

const texts = adminScreens.counters.stats;
const ONE_ROW = { page: 1, perPage: 1 };

/** How many benches match a filter: the server counts, one row comes back. */
const useCount = (resource: string, filter: Record<string, string>) => useGetList(resource, { pagination: ONE_ROW, filter }).total ?? null;

/** Total, active and passive benches; react-admin refetches them after every change. */
export const BenchStats = () => {
  const resource = useResourceContext()!;
  const total = useCount(resource, {});
  const active = useCount(resource, { status: 'Aktif' });
  const passive = useCount(resource, { status: 'Pasif' });
  return (
    <StatGrid>
      <StatCard label={texts.total} value={total} icon={<PrecisionManufacturingIcon />} tone="#004AAD" testId="counter-total" />
      <StatCard label={texts.active} value={active} icon={<CheckCircleIcon />} tone="#2E7D32" testId="counter-active" />
      <StatCard label={texts.passive} value={passive} icon={<PauseCircleIcon />} tone="#757575" testId="counter-passive" />
    </StatGrid>
  );
};
