import { useNotify, useRecordContext, useRefresh, useResourceContext, useUpdate } from 'react-admin';
import Switch from '@mui/material/Switch';
import { benchesResource, type BenchRecord } from '../../domain/resources/benches';
import { fill } from '../../i18n/fill';
import { adminScreens } from '../../i18n/tr/adminScreens';
import { requestErrorText } from '../../ui/requestError';

const messages = benchesResource.messages!;

/** A row's switch that flips its bench between Aktif and Pasif in place (PUT with status 1 or 0). */
export const BenchStatusToggle = () => {
  const record = useRecordContext<BenchRecord>();
  const resource = useResourceContext()!;
  const notify = useNotify();
  // The Aktif/Pasif counts keep their totals in react-admin's cache: refetch what the page shows.
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const flip = () =>
    update(
      resource,
      { id: record.id, data: { name: record.name, status: record.status === 'Aktif' ? 'Pasif' : 'Aktif' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(messages.updated!, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(requestErrorText(error, messages.updateFailed!), { type: 'error' }),
      },
    );
  return (
    <Switch
      size="small"
      color="success"
      checked={record.status === 'Aktif'}
      disabled={isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void flip()}
      slotProps={{ input: { 'aria-label': fill(adminScreens.counters.toggle, { name: record.name }) } }}
    />
  );
};
