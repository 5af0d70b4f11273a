import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';

/** Loading is forced off after 10 s at most (000 section 9). */
export const MAX_LOADING_MS = 10_000;

export interface LoadingApi {
  isLoading: boolean;
  show: () => void;
  hide: () => void;
  set: (loading: boolean) => void;
}

const LoadingContext = createContext<LoadingApi | null>(null);

/** The global loading state (isLoading with show, hide and set) and its full-screen overlay. */
export const LoadingProvider = ({ children }: { children: ReactNode }) => {
  const [isLoading, setLoading] = useState(false);
  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => setLoading(false), MAX_LOADING_MS);
    return () => clearTimeout(timer);
  }, [isLoading]);
  const set = useCallback((value: boolean) => setLoading(value), []);
  const api = useMemo<LoadingApi>(() => ({ isLoading, show: () => set(true), hide: () => set(false), set }), [isLoading, set]);
  return (
    <LoadingContext.Provider value={api}>
      {children}
      <LoadingOverlay open={isLoading} />
    </LoadingContext.Provider>
  );
};

export const useLoading = (): LoadingApi => {
  const api = useContext(LoadingContext);
  if (!api) throw new Error('useLoading outside LoadingProvider');
  return api;
};
