import { useCreate, useDelete, useGetList, useUpdate, type RaRecord } from 'react-admin';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';

/**
 * A template resource (step or project templates) through the dataProvider: its first 100 rows by
 * id, and its writes; react-admin's cache brings the list up to date after each.
 */
export const useTemplates = <T extends RaRecord>(resource: string, loadFailed: string) => {
  const toast = useToast();
  const { data = [] } = useGetList<T>(resource, { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' } }, { onError: (err) => toast.error(requestErrorText(err, loadFailed)) });
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const pessimistic = { mutationMode: 'pessimistic', returnPromise: true } as const;
  const save = async (row: T | null, body: Record<string, unknown>) => {
    if (row) await update(resource, { id: row.id, data: body, previousData: row }, pessimistic);
    else await create(resource, { data: body }, { returnPromise: true });
  };
  const drop = async (row: T) => {
    await remove(resource, { id: row.id, previousData: row }, pessimistic);
  };
  return { rows: data, save, drop };
};
