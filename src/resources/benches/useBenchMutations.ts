import { useCreate, useDelete, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import { benchesResource, type BenchRecord } from '../../domain/resources/benches';
import { useToast } from '../../ui/ToastProvider';
import { requestErrorText } from '../../ui/requestError';
import type { BenchBody } from './benchForm';

const messages = benchesResource.messages!;

/**
 * Add, change and delete through react-admin's data provider (which maps Aktif/Pasif to 1/0),
 * with the spec's toasts; a failure shows the server's message when it sent one.
 */
export const useBenchMutations = () => {
  const resource = useResourceContext() ?? benchesResource.route;
  const toast = useToast();
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [remove, { isPending: deleting }] = useDelete();
  // react-admin patches an edited record into the cached lists but keeps their totals, so the
  // Aktif/Pasif counts would stay stale: react-admin's refresh refetches what the page shows.
  const refresh = useRefresh();

  const run = async (action: () => Promise<unknown>, success: string, failure: string): Promise<boolean> => {
    try {
      await action();
      refresh();
      toast.success(success);
      return true;
    } catch (err) {
      toast.error(requestErrorText(err, failure));
      return false;
    }
  };

  return {
    busy: creating || updating || deleting,
    add: (data: BenchBody) =>
      run(() => create(resource, { data }, { returnPromise: true }), messages.created!, messages.createFailed!),
    save: (record: BenchRecord, data: BenchBody) =>
      run(() => update(resource, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }), messages.updated!, messages.updateFailed!),
    remove: (record: BenchRecord) =>
      run(() => remove(resource, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true }), messages.deleted!, messages.deleteFailed!),
  };
};
