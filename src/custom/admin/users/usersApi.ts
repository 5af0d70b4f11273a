import type { RoleNumber } from '../../../domain/roles';
import type { ApiUser, UserStatus } from '../../../domain/user';
import { api, request } from '../../../providers/httpClient';
import { readCsvDownload, type RowProgress } from '../../../providers/readCsvDownload';
import { exportFileName } from '../../../resources/generic/transferApi';
import type { AssignedProject } from '../../../domain/projectProgress';
import type { newUserBody, userUpdateBody } from './userForm';

/** A user of the admin lists: the API user plus the count of projects assigned to them. */
export interface AdminUser extends ApiUser {
  assignedProjects?: number;
}

/** The list endpoints (000 section 7, plus the suppliers' own), all paged and filtered on the server. */
export type UserListEndpoint = '/users/admin/all' | '/users/customers' | '/users/suppliers';

export interface UserListQuery {
  q?: string;
  role?: RoleNumber;
  status?: UserStatus;
  /** Login activity: signed in within 30 days ('active') or not ('passive'). */
  activity?: 'active' | 'passive';
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The stat cards' counts over the endpoint's whole population, whatever the filters. */
export interface UserStats {
  total: number;
  active: number;
  passive: number;
  byRole: Record<RoleNumber, number>;
  byStatus: Record<UserStatus, number>;
  /** Accounts created within the last 30 days, counted by the server (the dashboard tiles' change). */
  newLast30Days: { total: number; byRole: Record<RoleNumber, number> };
}

export interface UserListPage {
  users: AdminUser[];
  /** Rows matching the filters. */
  total: number;
  stats?: UserStats;
}

const userQuery = (query: UserListQuery, paging: Record<string, string> = {}): string => {
  const search = new URLSearchParams(paging);
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
};

const userListPath = (endpoint: UserListEndpoint, query: UserListQuery, page: number, limit: number): string =>
  `${endpoint}?${userQuery(query, { page: String(page), limit: String(limit) })}`;

/** An export may stream many rows: the call waits longer than an ordinary request. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

/** GET <endpoint>/export with the page's search and filters: every matching account as CSV, rows reported as they stream in. */
export const fetchPeopleExport = async (endpoint: UserListEndpoint, query: UserListQuery, onProgress?: (progress: RowProgress) => void): Promise<{ blob: Blob; fileName: string }> => {
  const search = userQuery(query);
  const { response } = await request(`${endpoint}/export${search ? `?${search}` : ''}`, { timeout: EXPORT_TIMEOUT_MS });
  return { blob: await readCsvDownload(response, onProgress), fileName: exportFileName(response.headers.get('content-disposition'), 'kisiler') };
};

export const fetchUserPage = async (endpoint: UserListEndpoint, query: UserListQuery, page: number, limit: number, signal?: AbortSignal): Promise<UserListPage> => {
  const body = await api<{ users?: AdminUser[]; total?: number; stats?: UserStats }>(userListPath(endpoint, query, page, limit), { signal });
  const users = body.users ?? [];
  return { users, total: Number(body.total ?? users.length), stats: body.stats };
};

export const createUser = (body: ReturnType<typeof newUserBody>) =>
  api<{ success: boolean; message?: string; user?: AdminUser }>('/auth/admin/create-user', { method: 'POST', body });

export const updateUser = (id: number, body: ReturnType<typeof userUpdateBody>) =>
  api<{ success: boolean; message?: string; user?: AdminUser }>(`/users/admin/${id}`, { method: 'PUT', body });

/** Approve ('active') or deactivate ('disabled'); a deactivated user is signed out everywhere. */
export const setUserStatus = (id: number, status: UserStatus) =>
  api<{ success: boolean; message?: string; user?: AdminUser }>(`/users/admin/${id}/status`, { method: 'PUT', body: { status } });

/** Sets an operator's tablet PIN; the answer never carries it back. */
export const setUserPin = (id: number, pin: string) => api<{ success: boolean; message?: string }>(`/users/admin/${id}/pin`, { method: 'PUT', body: { pin } });

export const deleteUser = (id: number) => api<{ success: boolean; message?: string }>(`/users/admin/${id}`, { method: 'DELETE' });

export const fetchAssignedProjects = async (userId: number, signal?: AbortSignal): Promise<{ projects: AssignedProject[]; total: number }> => {
  const body = await api<{ projects?: AssignedProject[]; total?: number }>(`/projects/user/${userId}`, { signal });
  const projects = (body.projects ?? []).map((p) => ({ ...p, id: p.id ?? p._id ?? '' }));
  return { projects, total: Number(body.total ?? projects.length) };
};

export const fetchProjectCount = async (userId: number, signal?: AbortSignal): Promise<number> =>
  Number((await api<{ count?: number }>(`/projects/user/${userId}/count`, { signal })).count ?? 0);
