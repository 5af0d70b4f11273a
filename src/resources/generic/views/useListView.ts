import { useListContext } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ResourceDeclaration } from '../../../domain/resources/declaration';
import type { SavedView, ViewState } from '../../../domain/views/savedView';
import type { ResourceOverride } from '../resourceOverride';
import { useListColumns } from '../useListColumns';
import { useDensity, useTablePrefs } from './useTablePrefs';
import { stateOfList, viewIdOf, viewSearch } from './viewState';

/**
 * The list as a view sees it, inside the list's context: the view the address names, the state the
 * list shows now, and opening a view (its columns and density into the store, its sort, filters and
 * page size into the address, where react-admin reads them and keeps `view` along).
 */
export const useListView = (declaration: ResourceDeclaration, override: ResourceOverride) => {
  const { sort, filterValues, perPage } = useListContext();
  const sources = useListColumns(declaration, override.columns).map((c) => c.field.source);
  // The table's children: its field columns, then the actions.
  const prefs = useTablePrefs(sources, sources.length + 1);
  const [density, setDensity] = useDensity();
  const location = useLocation();
  const navigate = useNavigate();
  const params = { sort, filterValues, perPage };

  /** The view's columns and density, which the address does not carry. */
  const applyLook = (state: ViewState) => {
    if (state.columns) prefs.show(state.columns);
    if (state.density) setDensity(state.density);
  };
  return {
    openId: viewIdOf(location.search),
    current: () => stateOfList(params, prefs.shown, density),
    applyLook,
    open: (view: SavedView) => {
      applyLook(view.state);
      navigate({ search: viewSearch(view.id, view.state, params) });
    },
    /** The list as it opens with no view: every column, compact, its first sort and page size, no filter. */
    openPlain: () => {
      prefs.show(undefined);
      setDensity('compact');
      navigate({ search: `?filter=${encodeURIComponent('{}')}&page=1` });
    },
  };
};

export type ListView = ReturnType<typeof useListView>;
