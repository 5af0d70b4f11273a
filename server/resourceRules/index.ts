import type { ResourceBehaviour } from './behaviour';
import { countersBehaviour } from './counters';
import { jobsBehaviour } from './jobs';
import { operationsBehaviour } from './operations';

/** Server rules of declared resources, by resource name; most resources need none. */
export const BEHAVIOURS: Partial<Record<string, ResourceBehaviour>> = {
  counters: countersBehaviour,
  jobs: jobsBehaviour,
  operations: operationsBehaviour,
};
