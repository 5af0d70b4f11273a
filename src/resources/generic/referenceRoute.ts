import { resourceByName } from '../../domain/resources';
import type { FieldDeclaration } from '../../domain/resources/declaration';

/**
 * The react-admin resource (the declaration's route) a reference field points at. A reference
 * names a declared resource; undefined when it names none, and the screen then shows a plain input.
 */
export const referenceRoute = (field: FieldDeclaration): string | undefined =>
  field.kind === 'reference' && field.reference ? resourceByName(field.reference)?.route : undefined;
