import { useGetIdentity, type RaRecord } from 'react-admin';
import { useBulkAccess } from './useBulkAccess';
import type { ResourceOverride } from './resourceOverride';

/**
 * What the signed-in user may do to one record of the list: the role's access, then the override's
 * per-record rule (a supplier's decided offer, a project someone else manages). A row is selectable
 * only where a bulk action could take it, so the toolbar never offers a change the server refuses.
 */
export const useRowRights = (override: ResourceOverride) => {
  const access = useBulkAccess();
  const { identity } = useGetIdentity();
  const mayEdit = (record: RaRecord) => access.edit && (override.mayEdit?.(record, identity) ?? true);
  const mayDelete = (record: RaRecord) => access.remove && (override.mayDelete?.(record, identity) ?? true);
  return { access, mayEdit, mayDelete, selectable: (record: RaRecord) => mayEdit(record) || mayDelete(record) };
};
