import { useCanAccess, useResourceContext } from 'react-admin';

/** Whether the signed-in user may change or delete the list's records: only then are rows selectable. */
export const useBulkAccess = () => {
  const resource = useResourceContext();
  const edit = useCanAccess({ action: 'edit', resource });
  const remove = useCanAccess({ action: 'delete', resource });
  return { edit: Boolean(edit.canAccess), remove: Boolean(remove.canAccess) };
};
