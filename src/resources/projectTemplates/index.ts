import type { ResourceOverride } from '../generic/resourceOverride';
import { ProjectTemplateCard } from './ProjectTemplateCard';

/**
 * Project templates are the declaration plus this: managed in a modal of the project list (001
 * section 2.4), as cards that name their steps in order, added and edited in dialogs (the steps
 * picked from the step templates, in the order picked: the declaration's list reference).
 */
export const projectTemplatesOverride: ResourceOverride = { cards: true, forms: 'dialog', card: ProjectTemplateCard };
