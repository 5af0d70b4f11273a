import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

/**
 * A record opened over its list, as the list last read it: a change made in its dialog shows once
 * the list refetches. It is never read on its own, so a record just deleted is not asked for (no 404).
 */
export const useListedRecord = (resource: string, opened: RaRecord): RaRecord => {
  const queryClient = useQueryClient();
  const latest = useCallback(() => {
    const lists = queryClient.getQueryCache().findAll({ queryKey: [resource, 'getList'] });
    let found: RaRecord | undefined;
    let readAt = -1;
    for (const query of lists) {
      const hit = (query.state.data as { data?: RaRecord[] } | undefined)?.data?.find((r) => r.id === opened.id);
      if (hit && query.state.dataUpdatedAt > readAt) [found, readAt] = [hit, query.state.dataUpdatedAt];
    }
    return found ?? opened;
  }, [queryClient, resource, opened]);
  return useSyncExternalStore(useCallback((changed) => queryClient.getQueryCache().subscribe(changed), [queryClient]), latest);
};
