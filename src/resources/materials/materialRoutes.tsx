import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { Navigate, Route } from 'react-router-dom';
import { RequirePermission } from '../../ui/RequirePermission';

// Each page keeps its own props' type through lazy().
const named = <K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, key: K) => lazy(() => load().then((m) => ({ default: m[key] })));

const MaterialLayout = named(() => import('./MaterialLayout'), 'MaterialLayout');
const MaterialDashboardPage = named(() => import('./dashboard/MaterialDashboardPage'), 'MaterialDashboardPage');
const MaterialListPage = named(() => import('./list/MaterialListPage'), 'MaterialListPage');
const CategoryManagementPage = named(() => import('./categories/CategoryManagementPage'), 'CategoryManagementPage');
const PriceManagementPage = named(() => import('./prices/PriceManagementPage'), 'PriceManagementPage');
const WeightCalculationPage = named(() => import('./weight/WeightCalculationPage'), 'WeightCalculationPage');
const MaterialUsagePage = named(() => import('./usage/MaterialUsagePage'), 'MaterialUsagePage');
const OfferReviewPage = named(() => import('../materialOffers/OfferReviewPage'), 'OfferReviewPage');
const MaterialReportsPage = named(() => import('./reports/MaterialReportsPage'), 'MaterialReportsPage');

/**
 * The supply panel under /admin/materialManagement/, outside the admin shell (mounted by App.tsx
 * in a noLayout CustomRoutes), every page behind canAccessMaterials. Pages and texts load with
 * the panel, not with the signed-in shell. `accountMenu` is the shell's profile menu for its top bar.
 */
export const materialRoutes = (accountMenu: ReactNode) => (
  <Route
    path="/materialManagement"
    element={
      <RequirePermission permission="canAccessMaterials">
        <Suspense fallback={<LinearProgress sx={{ m: 2 }} />}>
          <MaterialLayout accountMenu={accountMenu} />
        </Suspense>
      </RequirePermission>
    }
  >
    <Route index element={<Navigate to="materialdashboard" replace />} />
    <Route path="materialdashboard" element={<MaterialDashboardPage />} />
    {/* One list for both addresses: leaving the add form for the list keeps the page, not a second one loading over it. */}
    <Route path="add-material" element={<MaterialListPage adding />} />
    <Route path="list-materials" element={<MaterialListPage />} />
    <Route path="weight-calculation" element={<WeightCalculationPage />} />
    <Route path="price-management" element={<PriceManagementPage />} />
    <Route path="category-management" element={<CategoryManagementPage />} />
    <Route path="orders-materials" element={<MaterialUsagePage />} />
    <Route path="supplier-offers" element={<OfferReviewPage />} />
    <Route path="reports" element={<MaterialReportsPage />} />
  </Route>
);
