import type { RoleNumber } from '../domain/roles';
import type { SavedView, ViewState } from '../domain/views/savedView';
import { api } from './httpClient';

interface ViewAnswer {
  message: string;
  view: SavedView;
}

/** A list's saved views (/v1/views), beside react-admin's methods; each write answers the server's message and view. */
export interface ViewMethods {
  /** The views of a list the user may open: theirs, then those published to their role. */
  getSavedViews: (list: string, signal?: AbortSignal) => Promise<SavedView[]>;
  createView: (body: { list: string; name: string; state: ViewState; publishedRole?: RoleNumber | null }) => Promise<ViewAnswer>;
  updateView: (id: number, body: { name?: string; state?: ViewState; publishedRole?: RoleNumber | null }) => Promise<ViewAnswer>;
  setDefaultView: (id: number, isDefault: boolean) => Promise<ViewAnswer>;
  removeView: (id: number) => Promise<{ message: string }>;
}

export const viewMethods: ViewMethods = {
  getSavedViews: async (list, signal) => (await api<{ views: SavedView[] }>(`/views?list=${encodeURIComponent(list)}`, { signal })).views,
  createView: (body) => api<ViewAnswer>('/views', { method: 'POST', body }),
  updateView: (id, body) => api<ViewAnswer>(`/views/${id}`, { method: 'PUT', body }),
  setDefaultView: (id, isDefault) => api<ViewAnswer>(`/views/${id}/default`, { method: 'PUT', body: { isDefault } }),
  removeView: (id) => api<{ message: string }>(`/views/${id}`, { method: 'DELETE' }),
};
