import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import { countersResource } from '../../domain/resources/counters';
import { generatedViews } from '../generic/generatedViews';

const CounterListPage = lazy(() => import('../../custom/admin/counters/CounterListPage').then((m) => ({ default: m.CounterListPage })));

/**
 * Benches: the declaration's views, with the spec's bespoke page as the list. Adding and
 * editing happen in its modals, so there are no separate create and edit pages.
 */
export const counters: ResourceProps = {
  ...generatedViews(countersResource),
  list: CounterListPage,
  create: undefined,
  edit: undefined,
};
