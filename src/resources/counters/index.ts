import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { countersResource } from '../../domain/resources/counters';
import { generatedViews } from '../generic/generatedViews';

const CounterListPage = lazy(() => import('./CounterListPage').then((m) => ({ default: m.CounterListPage })));

/**
 * Benches: the declaration's generated views, with the spec's bespoke page as the list (adding
 * and editing happen in its modals). The generated create and edit pages stay reachable by URL:
 * they are the declaration mechanism's own proof, with no bench-specific code.
 */
export const counters: ResourceProps = {
  ...generatedViews(countersResource),
  list: CounterListPage,
};
