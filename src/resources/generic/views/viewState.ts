import type { Density, ViewState } from '../../../domain/views/savedView';

/** What react-admin's list holds of a view: its sort, filters and page size. */
export interface ListParams {
  sort: { field: string; order: 'ASC' | 'DESC' };
  filterValues: Record<string, unknown>;
  perPage: number;
}

/** The table's column preferences as react-admin's DataTable keeps them: sources hidden, and child indices by position. */
export interface ColumnPrefs {
  hidden: string[];
  ranks: number[];
}

/** The child indices of a table in their shown order: the ranks first, then any child they leave out. */
const positions = (ranks: readonly number[], total: number) => [...ranks.filter((i) => i < total), ...Array.from({ length: total }, (_, i) => i).filter((i) => !ranks.includes(i))];

/**
 * The columns shown, in order, by field source: `sources` are the table's field columns as its
 * children come (more children may follow, its actions), read through the DataTable's preferences.
 */
export const shownColumns = (sources: readonly string[], hidden: readonly string[] = [], ranks: readonly number[] = []): string[] =>
  positions(ranks, sources.length)
    .map((i) => sources[i]!)
    .filter((source) => !hidden.includes(source));

/**
 * The preferences that show `shown` in its order: the table's other field columns are hidden and
 * come after, then its `total - sources.length` trailing children (the actions) stay last. A
 * source the table has not (a column of a role's, or one gone) is skipped.
 */
export const columnPrefs = (sources: readonly string[], shown: readonly string[], total = sources.length): ColumnPrefs => {
  const chosen = shown.map((s) => sources.indexOf(s)).filter((i) => i >= 0);
  const rest = Array.from({ length: total }, (_, i) => i).filter((i) => !chosen.includes(i));
  return { hidden: sources.filter((s) => !shown.includes(s)), ranks: [...chosen, ...rest] };
};

/** A filter value worth keeping: react-admin leaves emptied inputs as '' or undefined. */
const kept = (value: unknown) => value !== undefined && value !== '';

/** A view's state from what the list shows now. */
export const stateOfList = (params: ListParams, columns: readonly string[], density: Density): ViewState => ({
  columns: [...columns],
  sort: params.sort.field,
  order: params.sort.order,
  filter: Object.fromEntries(Object.entries(params.filterValues).filter(([, v]) => kept(v))) as ViewState['filter'],
  perPage: params.perPage,
  density,
});

/**
 * The list address that opens a view: react-admin reads its parameters from there (and keeps them),
 * `view` names the view for a link to share. What the view leaves out stays as the list has it.
 */
export const viewSearch = (viewId: number, state: ViewState, current: ListParams): string => {
  const params: Record<string, string | number> = {
    view: viewId,
    filter: JSON.stringify(state.filter ?? current.filterValues),
    sort: state.sort ?? current.sort.field,
    order: state.order ?? current.sort.order,
    perPage: state.perPage ?? current.perPage,
    page: 1,
  };
  return `?${Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
};

/** The view an address names (`?view=12`), if any. */
export const viewIdOf = (search: string): number | undefined => {
  const id = Number(new URLSearchParams(search).get('view'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/**
 * A card's fields as the table's column choice has them: a field the table hides is left out, the
 * shown ones come in the table's order, and fields the table has not keep their place after them.
 */
export const followColumns = (fields: readonly string[], tableSources: readonly string[], shown: readonly string[]): string[] => {
  const kept = fields.filter((f) => !tableSources.includes(f) || shown.includes(f));
  const rank = (f: string) => (shown.includes(f) ? shown.indexOf(f) : shown.length);
  return kept.map((f, i) => ({ f, i })).sort((a, b) => rank(a.f) - rank(b.f) || a.i - b.i).map(({ f }) => f);
};
