import type { ResourceBehaviour } from './behaviour';
import { benchesBehaviour } from './benches';
import { jobsBehaviour } from './jobs';
import { operationsBehaviour } from './operations';
import { activitiesBehaviour } from './activities';
import { projectsBehaviour } from './projects';
import { projectTemplatesBehaviour } from './projectTemplates';
import { procedureCategoriesBehaviour } from './procedureCategories';
import { proceduresBehaviour } from './procedures';
import { materialBehaviours } from './materialBehaviours';

/** Server rules of declared resources, by resource name; most resources need none. */
export const BEHAVIOURS: Partial<Record<string, ResourceBehaviour>> = {
  counters: benchesBehaviour,
  jobs: jobsBehaviour,
  operations: operationsBehaviour,
  projects: projectsBehaviour,
  projectTemplates: projectTemplatesBehaviour,
  activities: activitiesBehaviour,
  procedureCategories: procedureCategoriesBehaviour,
  procedures: proceduresBehaviour,
  ...materialBehaviours,
};
