import type { ResourceOverride } from '../generic/resourceOverride';

/**
 * Step templates are the declaration plus this: the spec manages them in a modal of the project
 * list (001 section 2.4), as cards, added by the form above them and edited in a dialog.
 */
export const stepTemplatesOverride: ResourceOverride = { cards: true, forms: 'dialog', inlineCreate: true };
