import type { ResourceBehaviour } from './behaviour';
import { jobsBehaviour } from './jobs';
import { operationsBehaviour } from './operations';

/** Server rules of declared resources, by resource name; most resources need none. */
export const BEHAVIOURS: Partial<Record<string, ResourceBehaviour>> = {
  jobs: jobsBehaviour,
  operations: operationsBehaviour,
};
