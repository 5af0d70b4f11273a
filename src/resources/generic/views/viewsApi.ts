import { useMemo } from 'react';
import type { RoleNumber } from '../../../domain/roles';
import type { ViewState } from '../../../domain/views/savedView';
import { useAppDataProvider, useMethodCache, useMethodQuery } from '../../../providers/useMethodQuery';

const viewsKey = (list: string) => ['savedViews', list];

/** The views of a list the user may open (theirs, then those published to their role): one read, kept in the cache. */
export const useSavedViews = (list: string) => useMethodQuery(viewsKey(list), (dataProvider, signal) => dataProvider.getSavedViews(list, signal), { staleTime: 5 * 60_000 });

/** The writes of /v1/views; each answers the server's message and view, and reads the list's views again. */
export const useViewWrites = (list: string) => {
  const dataProvider = useAppDataProvider();
  const cache = useMethodCache();
  return useMemo(() => {
    const after = async <T,>(call: Promise<T>) => {
      const answer = await call;
      await cache.reload(viewsKey(list));
      return answer;
    };
    return {
      create: (body: { name: string; state: ViewState; publishedRole?: RoleNumber | null }) => after(dataProvider.createView({ list, ...body })),
      update: (id: number, body: { name?: string; state?: ViewState; publishedRole?: RoleNumber | null }) => after(dataProvider.updateView(id, body)),
      setDefault: (id: number, isDefault: boolean) => after(dataProvider.setDefaultView(id, isDefault)),
      remove: (id: number) => after(dataProvider.removeView(id)),
    };
  }, [cache, dataProvider, list]);
};
