import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { resourceByName } from '../domain/resources';
import { connectLive, type ChangeEvent } from './liveEvents';

/** The shop floor's own queries (operator screen, bench board) start with this key. */
export const SHOP_QUERY_KEY = 'shop';

/**
 * The react-admin resources a change touches: a job's operations and time entries live on the
 * job's answers, a bench is the counters resource, a project's name is on its jobs.
 */
const TOUCHES: Record<string, readonly string[]> = {
  jobs: ['jobs'],
  job_operations: ['jobs'],
  jobOperations: ['jobs'],
  benches: ['counters', 'jobs'],
  counters: ['counters', 'jobs'],
  projects: ['projects', 'jobs'],
};

/** Marks stale, and re-reads where shown, every list and record the change may alter. */
export const invalidateFor = (queryClient: QueryClient, event: ChangeEvent | null): void => {
  const resources = event ? (TOUCHES[event.resource] ?? [event.resource]) : [...new Set(Object.values(TOUCHES).flat())];
  // react-admin keys its queries by the resource it was given: the lists by route ('dashboard/list-jobs'),
  // a page's own reads (the project page's useGetOne / useGetList) by name ('projects').
  for (const resource of resources) {
    const route = resourceByName(resource)?.route;
    void queryClient.invalidateQueries({ queryKey: [resource] });
    if (route && route !== resource) void queryClient.invalidateQueries({ queryKey: [route] });
  }
  void queryClient.invalidateQueries({ queryKey: [SHOP_QUERY_KEY] });
};

/** One stream per tab, however many screens use it. */
let shared: { users: number; close: () => void } | null = null;

/**
 * Keeps the screens live: GET /v1/events invalidates react-admin's cache for what changed, so the
 * job list, the operator screen and the bench board re-read through the dataProvider (no polling).
 * After a reconnect everything is re-read once: changes made while the stream was down are not replayed.
 */
export const useLiveUpdates = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!shared) {
      let opened = 0;
      shared = {
        users: 0,
        close: connectLive({
          onChange: (event) => invalidateFor(queryClient, event),
          onOpen: () => {
            if (opened++ > 0) invalidateFor(queryClient, null);
          },
        }),
      };
    }
    shared.users += 1;
    return () => {
      if (!shared) return;
      shared.users -= 1;
      if (shared.users === 0) {
        shared.close();
        shared = null;
      }
    };
  }, [queryClient]);
};
