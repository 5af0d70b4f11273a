import { useEffect, useState } from 'react';
import { fetchProjectCount } from './usersApi';

/**
 * The user's assigned project count: the list answer's own figure when it has one, otherwise
 * GET /projects/user/{id}/count for this card only.
 */
export const ProjectCount = ({ userId, known }: { userId: number; known?: number }) => {
  const [count, setCount] = useState<number | null>(known ?? null);
  useEffect(() => {
    if (typeof known === 'number') {
      setCount(known);
      return;
    }
    const controller = new AbortController();
    fetchProjectCount(userId, controller.signal)
      .then(setCount)
      .catch(() => undefined);
    return () => controller.abort();
  }, [userId, known]);
  return <>{count ?? '–'}</>;
};
