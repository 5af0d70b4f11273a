// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { resourceByName } from '../../../src/domain/resources';
import { invalidateFor, SHOP_QUERY_KEY } from '../../../src/providers/useLiveUpdates';

const invalidated = (event: Parameters<typeof invalidateFor>[1]) => {
  const client = new QueryClient();
  const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  invalidateFor(client, event);
  return spy.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
};

describe('a live change re-reads what it touches', () => {
  it("names react-admin's queries by the resource's route and by its name (a page's own reads), and the shop floor's own", () => {
    const jobsRoute = resourceByName('jobs')!.route;
    expect(jobsRoute).not.toBe('jobs');
    expect(invalidated({ resource: 'jobs', ids: [3], op: 'update' })).toEqual(['jobs', jobsRoute, SHOP_QUERY_KEY]);
    expect(invalidated({ resource: 'counters', ids: [1], op: 'update' })).toEqual(['counters', resourceByName('counters')!.route, 'jobs', jobsRoute, SHOP_QUERY_KEY]);
    // The project page reads its activities by name: a teammate's note reaches it.
    expect(invalidated({ resource: 'activities', ids: [9], op: 'create' })).toEqual(['activities', resourceByName('activities')!.route, SHOP_QUERY_KEY]);
  });

  it('re-reads everything after a reconnect', () => {
    expect(invalidated(null)).toEqual(expect.arrayContaining([resourceByName('jobs')!.route, resourceByName('projects')!.route, SHOP_QUERY_KEY]));
  });
});
