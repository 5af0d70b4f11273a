import { countersResource } from './counters';
import type { ResourceDeclaration } from './declaration';

/** Every declared resource. Adding one here gives it server routes and generic views. */
export const RESOURCES: readonly ResourceDeclaration[] = [countersResource];

export const resourceByName = (name: string): ResourceDeclaration | undefined =>
  RESOURCES.find((r) => r.name === name || r.route === name);
