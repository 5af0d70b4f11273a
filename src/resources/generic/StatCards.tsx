import { useGetList, useResourceContext } from 'react-admin';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { resourceByName } from '../../domain/resources';
import { StatCard } from '../../ui/StatCard';
import { StatGrid } from '../../ui/StatGrid';
import type { StatSlot } from './resourceOverride';

const ONE_ROW = { page: 1, perPage: 1 };

/** One figure: the server counts the matches, one row comes back; react-admin refetches it after every change. */
const StatFigure = ({ slot }: { slot: StatSlot }) => {
  const own = useResourceContext();
  const resource = slot.resource ? resourceByName(slot.resource)?.route : own;
  const { total } = useGetList(resource!, { pagination: ONE_ROW, filter: slot.filter ?? {} });
  return <StatCard label={slot.label} value={total ?? null} icon={slot.icon ?? <TableRowsIcon />} tone={slot.tone ?? '#004AAD'} testId={slot.testId} />;
};

/** The header's stat cards of a generated list (ResourceOverride stats). */
export const StatCards = ({ stats }: { stats: readonly StatSlot[] }) => (
  <StatGrid columns={stats.length}>
    {stats.map((slot) => (
      <StatFigure key={slot.label} slot={slot} />
    ))}
  </StatGrid>
);
