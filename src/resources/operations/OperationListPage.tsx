import { ListBase } from 'react-admin';
import { operationsResource } from '../../domain/resources/operations';
import { operations } from '../../i18n/tr/operations';
import { requestErrorText } from '../../ui/requestError';
import { RequirePermission } from '../../ui/RequirePermission';
import { useToast } from '../../ui/ToastProvider';
import { OperationListView } from './OperationListView';

/**
 * /admin/dashboard/operations behind canAccessOperations (001 section 2.1). The declaration lets
 * every job user read the catalogue (the job picker), so the page needs its own, stricter guard.
 */
export const OperationListPage = () => {
  const toast = useToast();
  return (
    <RequirePermission permission="canAccessOperations">
      <ListBase sort={operationsResource.defaultSort} perPage={25} queryOptions={{ onError: (err: unknown) => toast.error(requestErrorText(err, operations.loadFailed)) }}>
        <OperationListView />
      </ListBase>
    </RequirePermission>
  );
};
