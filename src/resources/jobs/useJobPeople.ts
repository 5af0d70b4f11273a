import { useEffect, useState } from 'react';
import { canSeePrices } from '../../domain/permissions';
import { Role } from '../../domain/roles';
import { fullNameOf, type ApiUser } from '../../domain/user';
import { useSignedInUser } from '../../ui/useSignedInUser';
import { fetchJobOperators } from './jobPeopleCalls';

export interface Person {
  id: number;
  name: string;
}

export interface JobPeople {
  operators: Person[];
  /** The operator a new job starts with: the signed-in master. */
  defaultOperator: number | '';
  privileged: boolean;
  isPending: boolean;
}

export const personOf = (u: Pick<ApiUser, 'id' | 'name' | 'surname'>): Person => ({ id: u.id, name: fullNameOf(u) });

/**
 * Operators for the job forms (001 sections 5, 6); a master is always one, and the only one a
 * master picks. The admin loads them all. A list that cannot be loaded leaves the form usable with
 * what is known. Customers are searched as one types (JobCustomerInput).
 */
export const useJobPeople = (): JobPeople => {
  const { user } = useSignedInUser();
  const privileged = !!user && canSeePrices(user.role);
  const loads = privileged && user?.role === Role.admin;
  const [users, setUsers] = useState<ApiUser[] | null>(null);
  useEffect(() => {
    if (!loads) return;
    const controller = new AbortController();
    fetchJobOperators(controller.signal).then(setUsers, () => !controller.signal.aborted && setUsers([]));
    return () => controller.abort();
  }, [loads]);
  const operators = (users ?? []).filter((u) => u.role === Role.master).map(personOf);
  const isMaster = user?.role === Role.master;
  if (user && isMaster && !operators.some((o) => o.id === user.id)) operators.unshift(personOf(user));
  return { operators, defaultOperator: isMaster && user ? user.id : '', privileged, isPending: loads && users === null };
};
