import { logNames } from '../i18n/tr/logNames';
import { RESOURCES } from './resources';

/**
 * Every resource name the activity log carries, in Turkish: logNames' own (singular, and the
 * names no declaration has), else a declared resource's label, so a resource added by the
 * scaffold is named without another list to edit.
 */
export const LOG_RESOURCE_NAMES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(RESOURCES.map((decl) => [decl.log, decl.label])),
  ...logNames.resources,
};
