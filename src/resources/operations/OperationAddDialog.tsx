import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useCreate, useDataProvider, useRefresh } from 'react-admin';
import { operationsResource } from '../../domain/resources/operations';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { FormDialog } from '../../ui/FormDialog';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { bulkToasts } from './bulkOutcome';
import { createOperationsOneByOne } from './createOneByOne';
import { emptyOperationValues, isBlankOperation, type OperationBody } from './operationForm';
import { OperationFormFields } from './OperationFormFields';
import { OperationQueue } from './OperationQueue';
import { useOperationCatalogue } from './useOperationCatalogue';
import { useOperationForm } from './useOperationForm';

const t = operationScreens.form;

/**
 * 'Yeni Operasyon': one operation saved at once, or several queued with 'Listeye Ekle' and posted
 * one by one. The list reloads after every save, failed or not (001 section 4).
 */
export const OperationAddDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const { names } = useOperationCatalogue();
  const [queue, setQueue] = useState<OperationBody[]>([]);
  const [saving, setSaving] = useState(false);
  const { control, handleSubmit, reset, getValues, watch } = useOperationForm(emptyOperationValues(), { queued: queue.map((q) => q.name), catalogue: names });
  const draftIsBlank = isBlankOperation(watch());

  const enqueue = handleSubmit((body) => {
    setQueue((q) => [...q, body]);
    reset(emptyOperationValues());
  });
  const clear = () => {
    setQueue([]);
    reset(emptyOperationValues());
  };

  const saveQueue = async (items: OperationBody[]) => {
    try {
      const failed = await createOperationsOneByOne(dataProvider, items);
      for (const toastOf of bulkToasts(items.length - failed.length, failed.length)) toast[toastOf.kind](toastOf.message);
      // What failed stays queued, so it can be corrected and sent again.
      if (failed.length) setQueue(failed);
      else onClose();
    } catch {
      toast.error(texts.bulkError);
    }
  };

  const send = async (draft: OperationBody | null) => {
    setSaving(true);
    try {
      if (!queue.length && draft) {
        await create(operationsResource.name, { data: draft }, { returnPromise: true });
        toast.success(texts.created);
        onClose();
      } else {
        reset(emptyOperationValues());
        await saveQueue(draft ? [...queue, draft] : queue);
      }
    } catch (err) {
      toast.error(requestErrorText(err, texts.createFailed));
    } finally {
      setSaving(false);
      refresh();
    }
  };
  // A blank form beside a queue sends the queue alone; otherwise the form is checked first.
  const save = () => (queue.length && isBlankOperation(getValues()) ? void send(null) : void handleSubmit(send)());

  const count = queue.length + (draftIsBlank ? 0 : 1);
  return (
    <FormDialog title={t.createTitle} saveLabel={queue.length ? fill(t.saveAll, { n: count }) : t.save} cancelLabel={t.cancel} busy={saving} onSubmit={save} onClose={onClose}>
      <OperationFormFields control={control} />
      <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={() => void enqueue()} disabled={saving} sx={{ justifySelf: 'start' }}>
        {t.queue}
      </Button>
      <OperationQueue queue={queue} onRemove={(i) => setQueue((q) => q.filter((_, j) => j !== i))} onClear={clear} disabled={saving} />
    </FormDialog>
  );
};
