import { useCallback, useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';

const SEARCH_DELAY_MS = 400;

/**
 * Sets one list filter at a time. react-admin's setFilters replaces the whole set, so two quick
 * changes (start then end date) would lose the first if each started from the rendered values:
 * changes build on the latest set instead, and the search text is applied after a pause.
 */
export const useListFilter = () => {
  const { filterValues, setFilters } = useListContext();
  const latest = useRef<Record<string, unknown>>(filterValues);
  useEffect(() => {
    latest.current = filterValues;
  }, [filterValues]);

  const set = useCallback(
    (key: string, value: string) => {
      const next: Record<string, unknown> = { ...latest.current, [key]: value };
      if (value === '') delete next[key];
      latest.current = next;
      setFilters(next, undefined, false);
    },
    [setFilters],
  );
  const clear = useCallback(() => {
    latest.current = {};
    setFilters({}, undefined, false);
  }, [setFilters]);

  const applied = String(filterValues.q ?? '');
  const [search, setSearch] = useState(applied);
  useEffect(() => setSearch(applied), [applied]);
  useEffect(() => {
    if (search === String(latest.current.q ?? '')) return;
    const timer = setTimeout(() => set('q', search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, set]);

  return { values: filterValues, set, clear, search, setSearch };
};
