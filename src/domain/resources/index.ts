import { countersResource } from './counters';
import { jobsResource } from './jobs';
import { operationsResource } from './operations';
import type { ResourceDeclaration } from './declaration';

/** Every declared resource. Adding one here gives it server routes and generic views. */
export const RESOURCES: readonly ResourceDeclaration[] = [countersResource, operationsResource, jobsResource];

export const resourceByName = (name: string): ResourceDeclaration | undefined =>
  RESOURCES.find((r) => r.name === name || r.route === name);
