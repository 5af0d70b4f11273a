import { ListBase } from 'react-admin';
import { countersResource } from '../../domain/resources/counters';
import { CounterListView } from './CounterListView';

/** The counters resource's list: react-admin's list state (paging, sort, filters) around the bespoke page. */
export const CounterListPage = () => (
  <ListBase perPage={25} sort={countersResource.defaultSort} debounce={300}>
    <CounterListView />
  </ListBase>
);
