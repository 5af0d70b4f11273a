import type { ResourceProps } from 'react-admin';
import { CounterListPage } from '../../custom/admin/counters/CounterListPage';
import { countersResource } from '../../domain/resources/counters';
import { generatedViews } from '../generic/generatedViews';

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
