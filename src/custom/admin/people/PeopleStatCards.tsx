import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useUserStats } from '../users/useUserStats';
import type { UserListEndpoint } from '../users/usersApi';
import type { PeoplePageConfig } from './peoplePageConfig';

/** The page's figures over the endpoint's whole population; `version` counts again after a change. */
export const PeopleStatCards = ({ endpoint, stats, version }: { endpoint: UserListEndpoint; stats: PeoplePageConfig['stats']; version: number }) => {
  const { stats: figures } = useUserStats(endpoint, {}, version);
  return (
    <StatGrid columns={stats.columns}>
      {stats.cards.map((card) => (
        <StatCard key={card.testId} label={card.label} value={figures ? card.value(figures) : null} icon={card.icon} tone={card.tone} hint={card.hint} testId={card.testId} />
      ))}
    </StatGrid>
  );
};
