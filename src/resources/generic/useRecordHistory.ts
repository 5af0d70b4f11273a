import { useCallback, useEffect, useState } from 'react';
import { useDataProvider, type Identifier } from 'react-admin';
import { HISTORY_PER_PAGE, type HistoryEntry } from '../../domain/history';
import type { HistoryMethods } from '../../providers/dataProvider';

interface HistoryState {
  entries: HistoryEntry[];
  more: boolean;
  loading: boolean;
  failed: boolean;
}

/**
 * A page of a record's history through the dataProvider's getHistory. Read when the tab opens
 * (not with the record); `reload` after a restore, which adds an entry on top.
 */
export const useRecordHistory = (resource: string, id: Identifier, page: number) => {
  const dataProvider = useDataProvider<HistoryMethods & ReturnType<typeof useDataProvider>>();
  const [state, setState] = useState<HistoryState>({ entries: [], more: false, loading: true, failed: false });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, failed: false }));
    dataProvider.getHistory(resource, { id, page, perPage: HISTORY_PER_PAGE }).then(
      ({ data, more }) => current && setState({ entries: data, more, loading: false, failed: false }),
      () => current && setState({ entries: [], more: false, loading: false, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, page, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
};
