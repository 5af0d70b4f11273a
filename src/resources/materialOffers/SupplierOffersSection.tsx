import { lazy, Suspense } from 'react';
import { useGetIdentity } from 'react-admin';
import { Role } from '../../domain/roles';

// The offers' screens (forms, schema) load only for a supplier who opens the page.
const OwnOffers = lazy(() => import('./OwnOffers').then((m) => ({ default: m.OwnOffers })));

/** Under a supplier's own card on the suppliers page; the shop reviews every offer on the supply panel's Tedarikçi Teklifleri page. */
export const SupplierOffersSection = () => {
  const { identity } = useGetIdentity();
  if (identity?.role !== Role.supplier) return null;
  return (
    <Suspense fallback={null}>
      <OwnOffers />
    </Suspense>
  );
};
