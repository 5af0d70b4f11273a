import { Role } from '../../domain/roles';
import type { ApiUser } from '../../domain/user';
import { api } from '../../providers/httpClient';

/** The user endpoints' largest page. */
const USER_PAGE = 100;
/** Customers a search shows at a time: a shop has hundreds, the picker asks the server as one types. */
export const CUSTOMER_MATCHES = 20;

/**
 * The operators (role 4, active) for the admin's job forms, every one: users are not a declared
 * resource, and the endpoint answers 100 rows a page. Read with the customers in one page of 100,
 * a shop's 46 masters came 12 among 88 customers, the rest missing from the select.
 */
export const fetchJobOperators = async (signal?: AbortSignal): Promise<ApiUser[]> => {
  const users: ApiUser[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<{ users?: ApiUser[]; total?: number }>(`/users/admin/all?role=${Role.master}&status=active&page=${page}&limit=${USER_PAGE}`, { signal });
    users.push(...(answer.users ?? []));
    if (!answer.users?.length || users.length >= (answer.total ?? 0)) return users;
  }
};

/**
 * The customers (role 0) matching what was typed, for the job forms' customer: the admin reads
 * them from the admin endpoint, others from the customers endpoint (001). A page of 100 missed
 * every customer beyond it: typed, they were saved as a name with no account.
 */
export const searchJobCustomers = async (role: number, q: string, signal?: AbortSignal): Promise<ApiUser[]> => {
  const search = new URLSearchParams({ limit: String(CUSTOMER_MATCHES), ...(q ? { q } : {}) });
  const path = role === Role.admin ? `/users/admin/all?role=${Role.customer}&status=active&${search}` : `/users/customers?${search}`;
  return (await api<{ users?: ApiUser[] }>(path, { signal })).users ?? [];
};
