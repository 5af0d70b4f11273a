import { useGetList } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CategoryIcon from '@mui/icons-material/Category';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { fill } from '../../../i18n/fill';
import { materialScreens } from '../../../i18n/tr/materialScreens';
import type { MaterialSummary } from '../../../domain/materials/materialPrice';
import { materialsResource, type MaterialRecord } from '../../../domain/resources/materials';
import { PageHeader } from '../../../ui/PageHeader';
import { StatCard } from '../../../ui/StatCard';
import { materialSummary } from '../materialPanelCalls';
import { usePanelRead } from '../usePanelRead';
import { QuickActions } from './QuickActions';
import { RecentMaterials } from './RecentMaterials';
import { formatCount } from '../../../domain/format';

const t = materialScreens.dashboard;

/** The panel's home: figures counted by the server, quick actions, the latest materials. */
export const MaterialDashboardPage = () => {
  const summary = usePanelRead<MaterialSummary>('summary', materialSummary);
  const recent = useGetList<MaterialRecord>(materialsResource.name, { pagination: { page: 1, perPage: 5 }, sort: { field: 'addedDate', order: 'DESC' } });
  const s = summary.data ?? null;
  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} icon={<SpaceDashboardIcon />} />
      {(summary.error != null || recent.error != null) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t.loadFailed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: '1fr 1fr', lg: 'repeat(5, 1fr)' }, mb: 3 }}>
        <StatCard testId="stat-materials" label={t.totalMaterials} value={s?.materials ?? null} icon={<Inventory2Icon />} tone="#004AAD" hint={s && fill(t.recentlyAdded, { count: formatCount(s.recentlyAdded) })} />
        <StatCard testId="stat-categories" label={t.categories} value={s?.categories ?? null} icon={<CategoryIcon />} tone="#7C3AED" />
        <StatCard testId="stat-subcategories" label={t.subcategories} value={s?.subcategories ?? null} icon={<AccountTreeIcon />} tone="#0891B2" />
        <StatCard testId="stat-priced" label={t.pricedMaterials} value={s?.pricedMaterials ?? null} icon={<RequestQuoteIcon />} tone="#059669" hint={s && fill(t.unpriced, { count: formatCount(s.materials - s.pricedMaterials) })} />
        <StatCard testId="stat-offers" label={t.pendingOffers} value={s?.pendingOffers ?? null} icon={<LocalOfferIcon />} tone="#E65100" hint={t.pendingOffersHint} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 2fr' } }}>
        <QuickActions />
        <RecentMaterials materials={recent.data ?? null} />
      </Box>
    </>
  );
};
