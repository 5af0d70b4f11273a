import { useEffect, useState } from 'react';
import { canSeePrices } from '../../domain/permissions';
import { Role } from '../../domain/roles';
import { fullNameOf, type ApiUser } from '../../domain/user';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { fetchJobPeople } from './jobPeopleCalls';

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
 * Customers and operators for the job forms (001 sections 5, 6); a master is always an operator.
 * Only roles that pick them load them. A list that cannot be loaded leaves the form usable with what is known.
 */
export const useJobPeople = (): JobPeople => {
  const { user } = useSignedInUser();
  const privileged = !!user && canSeePrices(user.role);
  const [users, setUsers] = useState<ApiUser[] | null>(null);
  useEffect(() => {
    if (!user || !privileged) return;
    const controller = new AbortController();
    fetchJobPeople(user.role, controller.signal).then(setUsers, () => !controller.signal.aborted && setUsers([]));
    return () => controller.abort();
  }, [user?.role, privileged]);
  const customers = (users ?? []).filter((u) => u.role === Role.customer).map(personOf);
  const operators = (users ?? []).filter((u) => u.role === Role.master).map(personOf);
  const isMaster = user?.role === Role.master;
  if (user && isMaster && !operators.some((o) => o.id === user.id)) operators.unshift(personOf(user));
  return { customers, operators, defaultOperator: isMaster && user ? user.id : '', privileged, isPending: privileged && users === null };
};
