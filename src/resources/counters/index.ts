import { countersResource } from '../../domain/resources/counters';
import { generatedViews } from '../generic/generatedViews';

/** Benches: the generated views of the declaration (the bespoke page comes with the administration work). */
export const counters = generatedViews(countersResource);
