import { benchesResource } from './benches';
import { jobsResource } from './jobs';
import { operationsResource } from './operations';
import { activitiesResource } from './activities';
import { projectsResource } from './projects';
import { projectTemplatesResource } from './projectTemplates';
import { stepTemplatesResource } from './stepTemplates';
import { procedureCategoriesResource } from './procedureCategories';
import { proceduresResource } from './procedures';
import { materialCategoriesResource, materialSubcategoriesResource, materialsResource } from './materialResources';
import { materialOffersResource } from './materialOffers';
import type { z } from 'zod';
import type { FieldDeclaration, ResourceDeclaration } from './declaration';
import type { ResourceName } from './resourceNames';

export type { ResourceName } from './resourceNames';

/** Each declared name with its declaration: a name without one (or one without its name) fails to compile. */
const DECLARED: { readonly [N in ResourceName]: ResourceDeclaration<z.ZodObject, readonly FieldDeclaration[], N> } = {
  counters: benchesResource,
  operations: operationsResource,
  jobs: jobsResource,
  stepTemplates: stepTemplatesResource,
  projectTemplates: projectTemplatesResource,
  projects: projectsResource,
  activities: activitiesResource,
  procedureCategories: procedureCategoriesResource,
  procedures: proceduresResource,
  materialCategories: materialCategoriesResource,
  materialSubcategories: materialSubcategoriesResource,
  materials: materialsResource,
  materialOffers: materialOffersResource,
};

/** Every declared resource. Adding one here gives it server routes and generic views. */
export const RESOURCES: readonly ResourceDeclaration[] = Object.values(DECLARED);

export const resourceByName = (name: string): ResourceDeclaration | undefined =>
  RESOURCES.find((r) => r.name === name || r.route === name);
