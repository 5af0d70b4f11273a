import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { RoleNumber } from '../../../src/domain/roles';
import type { ViewState } from '../../../src/domain/views/savedView';
import { hiddenFrom } from '../fieldRights';

/**
 * A view's state as a role may hold it: columns, filters and a sort naming a field the role never
 * receives (an employee and a price) are left out, with the same field rights the list route applies.
 * Applied when a view is stored and again when it is answered (a view published by an admin).
 */
export const visibleState = (decl: ResourceDeclaration, role: RoleNumber, state: ViewState): ViewState => {
  const hidden = hiddenFrom(decl, role);
  if (!hidden.size) return state;
  const out: ViewState = { ...state };
  if (state.columns) out.columns = state.columns.filter((c) => !hidden.has(c));
  // A filter names its field alone or with react-admin's operator suffix (totalPrice_gte): sources have no '_'.
  const namesHidden = (key: string) => hidden.has(key) || hidden.has(key.split('_')[0]!);
  if (state.filter) out.filter = Object.fromEntries(Object.entries(state.filter).filter(([k]) => !namesHidden(k)));
  if (state.sort && hidden.has(state.sort)) {
    delete out.sort;
    delete out.order;
  }
  return out;
};
