import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RoleNumber } from '../../../domain/roles';
import type { SavedView, ViewState } from '../../../domain/views/savedView';
import { api } from '../../../providers/httpClient';

const viewsKey = (list: string) => ['savedViews', list];

/** The views of a list the user may open (theirs, then those published to their role): one read, kept by react-query. */
export const useSavedViews = (list: string) =>
  useQuery({
    queryKey: viewsKey(list),
    queryFn: ({ signal }) => api<{ views: SavedView[] }>(`/views?list=${encodeURIComponent(list)}`, { signal }).then((b) => b.views),
    staleTime: 5 * 60_000,
  });

interface ViewAnswer {
  message: string;
  view: SavedView;
}

/** The writes of /v1/views; each answers the server's message and view, and reads the list's views again. */
export const useViewWrites = (list: string) => {
  const client = useQueryClient();
  return useMemo(() => {
    const after = async <T,>(call: Promise<T>) => {
      const answer = await call;
      await client.invalidateQueries({ queryKey: viewsKey(list) });
      return answer;
    };
    return {
      create: (body: { name: string; state: ViewState; publishedRole?: RoleNumber | null }) => after(api<ViewAnswer>('/views', { method: 'POST', body: { list, ...body } })),
      update: (id: number, body: { name?: string; state?: ViewState; publishedRole?: RoleNumber | null }) => after(api<ViewAnswer>(`/views/${id}`, { method: 'PUT', body })),
      setDefault: (id: number, isDefault: boolean) => after(api<ViewAnswer>(`/views/${id}/default`, { method: 'PUT', body: { isDefault } })),
      remove: (id: number) => after(api<{ message: string }>(`/views/${id}`, { method: 'DELETE' })),
    };
  }, [client, list]);
};
