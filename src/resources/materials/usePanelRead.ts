import { useEffect, useRef, useState } from 'react';

interface Read<T> {
  key: string | null;
  data?: T;
  error?: unknown;
}

/**
 * A read that is no declared resource's (the dashboard's figures, a price history): its answer or
 * its failure, asked again whenever `key` changes; a null key asks nothing. Declared resources are
 * read with react-admin's hooks instead.
 */
export const usePanelRead = <T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) => {
  const [read, setRead] = useState<Read<T>>({ key: null });
  // The loader of the latest render: the key alone says when to ask again.
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    // Closed (a dialog): forget the answer, so opening again never shows a stale one.
    if (key === null) return setRead({ key: null });
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => setRead({ key, data }),
      (error: unknown) => !controller.signal.aborted && setRead({ key, error }),
    );
    return () => controller.abort();
  }, [key]);
  const current: Read<T> = read.key === key ? read : { key };
  return { data: current.data, error: current.error, isPending: key !== null && current.data === undefined && current.error === undefined };
};
