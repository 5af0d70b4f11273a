import type { Migration } from 'kysely';
import * as platform from './20261122_0001_platform';

/** Listed explicitly (no folder scan), frozen once landed. */
export const MIGRATIONS: Record<string, Migration> = {
  '20261122_0001_platform': platform,
};
