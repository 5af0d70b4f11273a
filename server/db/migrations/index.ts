import type { Migration } from 'kysely';
import * as platform from './20261122_0001_platform';
import * as auth from './20261122_0002_auth';
import * as jobs from './20261122_0003_jobs';

/** Listed explicitly (no folder scan), frozen once landed. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_platform': platform,
  '20261122_0002_auth': auth,
  '20261122_0003_jobs': jobs,
};
