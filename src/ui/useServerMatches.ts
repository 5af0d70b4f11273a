import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';

/** How long typing pauses before a picker asks the server. */
const TYPING_PAUSE_MS = 250;

/**
 * A search-as-you-type picker's latest answer: `ask` is called with what was typed (trimmed) once
 * typing pauses, and again when `ask` changes (keep it stable: useCallback); an answer overtaken
 * by newer typing is dropped. A failed search answers `failed`, so the picker stays usable.
 */
export const useServerMatches = <T,>(typed: string, ask: ((q: string, signal: AbortSignal) => Promise<T>) | null, failed: T): T => {
  const q = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const [answer, setAnswer] = useState<T>(failed);
  useEffect(() => {
    if (!ask) return;
    const controller = new AbortController();
    ask(q, controller.signal).then(
      (a) => !controller.signal.aborted && setAnswer(a),
      () => !controller.signal.aborted && setAnswer(failed),
    );
    return () => controller.abort();
    // `failed` is a constant of the caller's; a new empty list each render must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ask, q]);
  return answer;
};
