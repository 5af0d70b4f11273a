import type { RoleNumber } from '../../src/domain/roles';
import { visibleFields, type ResourceDeclaration } from '../../src/domain/resources/declaration';
import { badRequest, forbidden } from '../errors';
import { fieldKind } from './fieldKinds/fieldKinds';
import type { ResourceRecord } from '../db/resourceStore';


const sameValue = (a: unknown, b: unknown) => a === b || (a != null && b != null && String(a).trim() === String(b).trim());

/**
 * Applies the fields' editableBy for a role: blank or unchanged values are dropped (the form
 * sends back what it got), anything else is refused with the field's 403 message. A field fixed
 * after create is judged the same way on an edit, for every role, with a 400.
 */
export const applyEditRights = (decl: ResourceDeclaration, role: RoleNumber, values: Record<string, unknown>, existing?: ResourceRecord) => {
  const allowed = { ...values };
  for (const f of decl.fields) {
    if (f.fixedAfterCreate && existing && allowed[f.source] !== undefined) {
      if (!fieldKind(f).blank(allowed[f.source]) && !sameValue(existing[f.source], allowed[f.source])) throw badRequest(f.fixedAfterCreate, { [f.source]: f.fixedAfterCreate });
      delete allowed[f.source];
      continue;
    }
    if (!f.editableBy || f.editableBy.allowed(role) || allowed[f.source] === undefined) continue;
    // "Unchanged" is no answer for a field the role cannot see: it would reveal the value.
    const seen = !f.visibleTo || f.visibleTo(role);
    if (fieldKind(f).blank(allowed[f.source]) || (seen && existing && sameValue(existing[f.source], allowed[f.source]))) delete allowed[f.source];
    else throw forbidden(f.editableBy.message);
  }
  return allowed;
};

/** Whether the role's edit rights need the stored record to judge these values. */
export const needsExisting = (decl: ResourceDeclaration, role: RoleNumber, values: Record<string, unknown>) =>
  decl.fields.some((f) => ((f.editableBy && !f.editableBy.allowed(role)) || f.fixedAfterCreate) && values[f.source] !== undefined);

/** The fields a role never receives in answers (prices for those who may not see them). */
export const hiddenFrom = (decl: ResourceDeclaration, role: RoleNumber): ReadonlySet<string> =>
  new Set(decl.fields.filter((f) => f.visibleTo && !f.visibleTo(role)).map((f) => f.source));

/** A record as the role may see it: fields it may not see are absent, not emptied. */
export const presentFor = (decl: ResourceDeclaration, role: RoleNumber) => {
  const hidden = [...hiddenFrom(decl, role)];
  return (record: ResourceRecord): ResourceRecord => {
    if (!hidden.length) return record;
    const out = { ...record };
    for (const source of hidden) delete out[source];
    return out;
  };
};

/** A sort the role may ask for: sorting by a hidden field would reveal its order. */
export const visibleSort = (decl: ResourceDeclaration, role: RoleNumber, sort?: string) =>
  sort && visibleFields(decl, role).some((f) => f.source === sort) ? sort : undefined;
