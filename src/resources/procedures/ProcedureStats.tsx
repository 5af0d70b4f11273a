import CategoryIcon from '@mui/icons-material/Category';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RuleIcon from '@mui/icons-material/Rule';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { StatCard } from '../../ui/StatCard';
import { StatGrid } from '../../ui/StatGrid';
import type { ProcedureCategoryRecord } from '../../domain/resources/procedureCategories';

const t = procedureScreens.stats;

/** Total categories, total procedures and the active ones, from the loaded catalogue (null while loading). */
export const ProcedureStats = ({ categories }: { categories: readonly ProcedureCategoryRecord[] | null }) => {
  const procedures = categories?.flatMap((c) => c.procedures) ?? null;
  return (
    <StatGrid columns={3}>
      <StatCard label={t.categories} value={categories?.length ?? null} icon={<CategoryIcon />} tone="#004AAD" testId="procedure-stat-categories" />
      <StatCard label={t.procedures} value={procedures?.length ?? null} icon={<RuleIcon />} tone="#6A1B9A" testId="procedure-stat-procedures" />
      <StatCard label={t.active} value={procedures?.filter((p) => p.isActive).length ?? null} icon={<CheckCircleIcon />} tone="#2E7D32" testId="procedure-stat-active" />
    </StatGrid>
  );
};
