import { resourceByName } from '../../domain/resources';
import type { FieldDeclaration } from '../../domain/resources/declaration';

/**
 * The react-admin resource (the declaration's route) a reference field, or a list of references,
 * points at; undefined when it names no declared resource, and the screen then shows a plain input.
 */
export const referenceRoute = (field: FieldDeclaration): string | undefined => (field.reference ? resourceByName(field.reference)?.route : undefined);
