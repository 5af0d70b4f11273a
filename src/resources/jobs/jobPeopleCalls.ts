import { Role } from '../../domain/roles';
import type { ApiUser } from '../../domain/user';
import { api } from '../../providers/httpClient';

/**
 * Customers (role 0) and operators (role 4) for the job forms: users are not a declared resource.
 * The admin reads every user, others the customers. The user endpoints answer 100 rows at most:
 * customers beyond that are typed by name.
 */
export const fetchJobPeople = async (role: number, signal?: AbortSignal): Promise<ApiUser[]> => {
  const path = role === Role.admin ? '/users/admin/all?role=0,4&status=active&limit=100' : '/users/customers?limit=100';
  return (await api<{ users?: ApiUser[] }>(path, { signal })).users ?? [];
};
