import { useGetIdentity } from 'react-admin';
import type { ApiUser } from '../../domain/user';

/** The signed-in user inside the admin, shared through react-admin's identity cache. */
export const useSessionUser = (): { user: ApiUser | null; isPending: boolean } => {
  const { identity, isPending } = useGetIdentity();
  return { user: (identity as unknown as ApiUser | undefined) ?? null, isPending };
};
