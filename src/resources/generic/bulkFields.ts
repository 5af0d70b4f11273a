import { visibleFields, type FieldDeclaration, type ResourceDeclaration } from '../../domain/resources/declaration';
import type { RoleNumber } from '../../domain/roles';

const SETTABLE_KINDS = new Set(['choice', 'reference', 'boolean']);

/**
 * The fields a bulk change offers a role: a choice, a reference or a yes/no that the role sees and
 * writes itself (a job's status or bench, a material's category). The server judges each record
 * anyway; this keeps the menu to what it would accept.
 */
export const bulkFields = (decl: ResourceDeclaration, role: RoleNumber): FieldDeclaration[] =>
  visibleFields(decl, role).filter((f) => SETTABLE_KINDS.has(f.kind) && !f.readOnly && !f.computed && !f.serverFilled && !f.fixedAfterCreate && (!f.editableBy || f.editableBy.allowed(role)));
