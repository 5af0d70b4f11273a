import { useCallback } from 'react';
import { useResourceContext, useStore } from 'react-admin';
import type { Density } from '../../../domain/views/savedView';
import { columnPrefs, shownColumns } from './viewState';

/** The list's row density, kept in react-admin's store beside its column choice; compact (DataTable's default) first. */
export const useDensity = () => {
  const resource = useResourceContext();
  return useStore<Density>(`${resource}.density`, 'compact');
};

/**
 * The table's column choice as react-admin's DataTable and ColumnsButton keep it (under
 * `<resource>.datatable`: hidden sources, and `_columnRanks`: child indices by position), read and
 * written as the shown sources in order. `sources` are the table's field columns; `total` its children.
 */
export const useTablePrefs = (sources: readonly string[], total: number) => {
  const key = `${useResourceContext()}.datatable`;
  const [hidden, setHidden] = useStore<string[]>(key, []);
  const [ranks, setRanks] = useStore<number[] | undefined>(`${key}_columnRanks`);
  const shown = shownColumns(sources, hidden, ranks);
  const show = useCallback(
    (columns: readonly string[] | undefined) => {
      if (!columns) {
        setHidden([]);
        setRanks(undefined);
        return;
      }
      const prefs = columnPrefs(sources, columns, total);
      setHidden(prefs.hidden);
      setRanks(prefs.ranks);
    },
    // sources is a new array each render; its content is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sources.join(), total, setHidden, setRanks],
  );
  return { shown, hidden, show };
};
