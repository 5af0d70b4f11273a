import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { AdminMethods } from './adminMethods';

/** The dataProvider with the admin pages' calls to undeclared routes. */
export const useAdminMethods = () => useDataProvider<DataProvider & AdminMethods>();

/**
 * One of those calls read into react-admin's query cache under `key` (react-admin's way to call a
 * dataProvider's own method). One try: the pages say at once that the load failed and offer their
 * own retry. `keepPrevious`: the answer shown stays while the next one loads (a log page).
 */
export const useAdminQuery = <T>(key: readonly unknown[], read: (methods: AdminMethods, signal: AbortSignal) => Promise<T>, options: { enabled?: boolean; keepPrevious?: boolean } = {}) => {
  const dataProvider = useAdminMethods();
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => read(dataProvider, signal),
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    retry: false,
  });
};
