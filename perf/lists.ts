import type { Db } from '../server/db/connect';
import type { apiClient } from './apiClient';
import { measureAdminLists } from './adminLists';
import { measureJobLists } from './jobLists';
import { measurePriceLists } from './priceLists';
import { measureProjectLists } from './projectLists';

/** One measured list request: the API's median time and the median of its SQL alone. */
export interface ListTiming {
  engine: 'pglite' | 'postgres';
  resource: string;
  /** Rows in the table when measured. */
  rows: number;
  page: number;
  /** The filter or search applied, '' for none. */
  filter: string;
  api_p50_ms: number;
  sql_p50_ms: number;
}

export interface ListBenchTarget {
  engine: 'pglite' | 'postgres';
  /** The listening server, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** An admin access token for the Authorization header. */
  token: string;
  /** Timed calls as that admin (node:http, one kept-alive connection). */
  api: ReturnType<typeof apiClient>;
  /** The server's own database handle: bulk seeding, and the SQL-alone timings on the same driver. */
  db: Db;
}

/** List timings over bulk data; later issues add their resources here. */
export const measureLists = async (target: ListBenchTarget): Promise<ListTiming[]> => [
  ...(await measureAdminLists(target)),
  ...(await measureJobLists(target)),
  // After the jobs: it reads the 100,000 jobs measureJobLists seeded.
  ...(await measurePriceLists(target)),
  ...(await measureProjectLists(target)),
];
