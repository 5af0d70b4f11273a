import { useGetIdentity } from 'react-admin';
import { visibleFields, type FieldDeclaration, type ResourceDeclaration } from '../../domain/resources/declaration';
import type { RoleNumber } from '../../domain/roles';

/** The declared fields the signed-in user's role receives (job prices stay hidden from employees). */
export const useVisibleFields = (declaration: ResourceDeclaration): readonly FieldDeclaration[] => {
  const { identity } = useGetIdentity();
  const role = identity?.role as RoleNumber | undefined;
  // Until the identity is known, show only fields every role sees.
  return role === undefined ? declaration.fields.filter((f) => !f.visibleTo) : visibleFields(declaration, role);
};
