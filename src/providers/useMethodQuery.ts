import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from './dataProvider';

/**
 * The dataProvider's own methods (shop floor, admin pages, prices, saved views) called the way
 * react-admin documents it: react-query's hooks on useDataProvider(), in react-admin's query
 * cache. Screens use these and never react-query itself.
 */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();

interface MethodQueryOptions {
  enabled?: boolean;
  /** The answer shown stays while the next one loads (a page of a log or of payments). */
  keepPrevious?: boolean;
  /** How long an answer counts as fresh (no re-read on mount before). */
  staleTime?: number;
  /** false: one try, the screen says at once that the load failed and offers its own retry. */
  retry?: false;
}

/** One of the dataProvider's own methods read into the cache under `key`. */
export const useMethodQuery = <T>(key: QueryKey, read: (dataProvider: AppDataProvider, signal: AbortSignal) => Promise<T>, options: MethodQueryOptions = {}) => {
  const dataProvider = useAppDataProvider();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read(dataProvider, signal),
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    staleTime: options.staleTime,
    retry: options.retry,
  });
};

interface MethodMutationOptions<T, V> {
  onMutate?: (variables: V) => void;
  onSuccess?: (answer: T, variables: V) => void;
  onError?: (error: Error, variables: V) => void;
  onSettled?: () => void;
}

/** A write through one of the dataProvider's own methods; its pending state and error as react-query keeps them. */
export const useMethodMutation = <T, V>(write: (dataProvider: AppDataProvider, variables: V) => Promise<T>, options: MethodMutationOptions<T, V> = {}) => {
  const dataProvider = useAppDataProvider();
  return useMutation({
    mutationFn: (variables: V) => write(dataProvider, variables),
    onMutate: options.onMutate,
    onSuccess: (answer, variables) => options.onSuccess?.(answer, variables),
    onError: (error, variables) => options.onError?.(error, variables),
    onSettled: options.onSettled,
  });
};

/** The cached answers of those queries: read one, replace one with a write's answer, read a key's queries again. */
export const useMethodCache = () => {
  const client = useQueryClient();
  return useMemo(
    () => ({
      get: <T>(key: QueryKey) => client.getQueryData<T>(key),
      set: <T>(key: QueryKey, value: T | ((old: T | undefined) => T | undefined)) => client.setQueryData<T>(key, value),
      reload: (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined),
    }),
    [client],
  );
};
