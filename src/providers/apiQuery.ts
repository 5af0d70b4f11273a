import { queryOptions } from '@tanstack/react-query';
import { api } from './httpClient';

/**
 * A GET of a route that is no declared resource, in react-admin's query cache under
 * [area, path] (a write invalidates its area). One try only: the screens say at once that the
 * load failed and offer their own retry.
 */
export const apiQuery = <T>(area: string, path: string) =>
  queryOptions({ queryKey: [area, path], queryFn: ({ signal }) => api<T>(path, { signal }), retry: false });
