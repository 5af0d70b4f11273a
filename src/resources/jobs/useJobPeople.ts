import { useQuery } from '@tanstack/react-query';
import { canSeePrices } from '../../domain/permissions';
import { Role } from '../../domain/roles';
import { fullNameOf, type ApiUser } from '../../domain/user';
import { api } from '../../providers/httpClient';
import { useSignedInUser } from '../../ui/useSignedInUser';

export interface Person {
  id: number;
  name: string;
}

export interface JobPeople {
  customers: Person[];
  operators: Person[];
  /** The operator a new job starts with: the signed-in master. */
  defaultOperator: number | '';
  privileged: boolean;
  isPending: boolean;
}

const personOf = (u: Pick<ApiUser, 'id' | 'name' | 'surname'>): Person => ({ id: u.id, name: fullNameOf(u) });

/**
 * Customers (role 0) and operators (role 4) for the job forms (001 sections 5, 6): the admin
 * loads every user, others the customers plus themselves; a master is always an operator.
 * A list that cannot be loaded leaves the form usable with what is known.
 */
export const useJobPeople = (): JobPeople => {
  const { user } = useSignedInUser();
  const privileged = !!user && canSeePrices(user.role);
  // The user endpoints answer 100 rows at most: customers beyond that are typed by name.
  const source = user?.role === Role.admin ? '/users/admin/all?role=0,4&status=active&limit=100' : '/users/customers?limit=100';
  const { data, isPending } = useQuery({
    queryKey: ['job-people', source],
    queryFn: () => api<{ users?: ApiUser[] }>(source).then((b) => b.users ?? []),
    enabled: privileged,
    staleTime: 60_000,
    retry: false,
  });
  const users = data ?? [];
  const customers = users.filter((u) => u.role === Role.customer).map(personOf);
  const operators = users.filter((u) => u.role === Role.master).map(personOf);
  const isMaster = user?.role === Role.master;
  if (user && isMaster && !operators.some((o) => o.id === user.id)) operators.unshift(personOf(user));
  return { customers, operators, defaultOperator: isMaster && user ? user.id : '', privileged, isPending: privileged && isPending };
};
