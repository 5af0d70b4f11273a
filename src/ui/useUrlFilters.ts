import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './useDebouncedValue';

/** The page number's parameter: any new filter starts again from the first page. */
const PAGE = 'page';

export interface UrlFilters<K extends string> {
  /** What the search box shows, as typed. */
  text: string;
  setText: (text: string) => void;
  /** The search the list applies: the address's, trimmed, once typing has paused. */
  search: string;
  /** Each choice's value from the address ('' when not set). */
  choices: Record<K, string>;
  choose: (key: K, value: string) => void;
  /** The page in the address (1 when not set). */
  page: number;
  setPage: (page: number) => void;
}

/**
 * A bespoke list page's search, choices and page kept in its address (?q=…&role=…&page=2), as
 * react-admin's lists keep theirs: a reload, a shared link and the browser's back and forward
 * keep them. Choices and pages are new history entries. The typed text is held here while typing
 * (the router renders a new address in a transition: a box fed from it would lag behind the keys)
 * and replaces the address's once typing pauses; back and forward put theirs in the box.
 */
export const useUrlFilters = <K extends string>(textKey: string, choiceKeys: readonly K[]): UrlFilters<K> => {
  const [params, setParams] = useSearchParams();
  const search = params.get(textKey) ?? '';
  const [text, setText] = useState(search);
  const settled = useDebouncedValue(text.trim());
  const written = useRef(search);

  const write = useCallback(
    (changes: Record<string, string>, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );

  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setText(search);
  }, [search]);

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    write({ [textKey]: settled, [PAGE]: '' }, true);
    // Only a pause in typing writes: `written` tells it apart from a value the address brought.
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps

  const choiceValues = choiceKeys.map((key) => params.get(key) ?? '').join('\u0000');
  const choices = useMemo(() => Object.fromEntries(choiceKeys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>, [choiceValues]); // eslint-disable-line react-hooks/exhaustive-deps
  const choose = useCallback((key: K, value: string) => write({ [key]: value, [PAGE]: '' }, false), [write]);
  const page = Math.max(1, Math.floor(Number(params.get(PAGE))) || 1);
  const setPage = useCallback((next: number) => write({ [PAGE]: next > 1 ? String(next) : '' }, false), [write]);

  return { text, setText, search, choices, choose, page, setPage };
};
