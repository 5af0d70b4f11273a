/**
 * How much of the model has been downloaded (0–1, undefined when not counted), held outside
 * React state: each percent re-renders the progress bar alone, not the viewer's window with its
 * title bar and toolbar (issue 24: a hundred renders of it while a large file came in).
 */
export interface DownloadedShare {
  get: () => number | undefined;
  set: (fraction: number | undefined) => void;
  subscribe: (onChange: () => void) => () => void;
}

export const downloadedShare = (): DownloadedShare => {
  let fraction: number | undefined = 0;
  const listeners = new Set<() => void>();
  return {
    get: () => fraction,
    set: (next) => {
      if (next === fraction) return;
      fraction = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
};
