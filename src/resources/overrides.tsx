import type { ResourceOverride } from './generic/resourceOverride';
import { benchesOverride } from './benches';
import { jobsOverride } from './jobs';
import { operationsOverride } from './operations';
import { proceduresOverride } from './procedures';
import { projectsOverride } from './projects';

/**
 * The one place a declared resource (by name) swaps a generated screen for a bespoke one; each
 * resource's folder index.ts says which of its screens it replaces (each loaded with its page).
 */
export const RESOURCE_OVERRIDES: Readonly<Record<string, ResourceOverride>> = {
  counters: benchesOverride,
  jobs: jobsOverride,
  operations: operationsOverride,
  procedures: proceduresOverride,
  projects: projectsOverride,
};
