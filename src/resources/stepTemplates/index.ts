import type { ResourceOverride } from '../generic/resourceOverride';

/**
 * Step templates are the declaration plus this: the spec manages them in a modal of the project
 * list (001 section 2.4), so they show as cards, and add and edit in dialogs over it.
 */
export const stepTemplatesOverride: ResourceOverride = { cards: true, forms: 'dialog' };
