import { ListBase } from 'react-admin';
import { benchesResource } from '../../domain/resources/benches';
import { BenchListView } from './BenchListView';

/** The counters resource's list: react-admin's list state (paging, sort, filters) around the bespoke page. */
export const BenchListPage = () => (
  <ListBase perPage={25} sort={benchesResource.defaultSort} debounce={300}>
    <BenchListView />
  </ListBase>
);
