import { lazy } from 'react';

// The pricing screens read and write jobs' prices and payments; they load with their route.
/** /admin/dashboard/pricing 'Fiyatlama & Gelir' (001 section 2.9). */
export const PricingPage = lazy(() => import('./PricingPage').then((m) => ({ default: m.PricingPage })));
/** /admin/dashboard/all-payments (001 section 2.10). */
export const AllPaymentsPage = lazy(() => import('./AllPaymentsPage').then((m) => ({ default: m.AllPaymentsPage })));
