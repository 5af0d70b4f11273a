import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useCreate, useDataProvider, useRefresh } from 'react-admin';
import { fill } from '../../i18n/fill';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { operationsResource } from '../../domain/resources/operations';
import { bulkToasts } from './bulkOutcome';
import { createOperationsOneByOne } from './createOneByOne';
import { emptyDraft, isBlankDraft, operationBodyOf, operationFormErrors, type OperationDraft, type OperationFormErrors } from './operationForm';
import { OperationFormFields } from './OperationFormFields';
import { OperationQueue } from './OperationQueue';
import { useOperationCatalogue } from './useOperationCatalogue';

const t = operationScreens.form;
const trimmed = (d: OperationDraft): OperationDraft => ({ ...d, name: d.name.trim(), description: d.description.trim() });

/**
 * 'Yeni Operasyon': one operation saved at once, or several queued with 'Listeye Ekle' and posted
 * one by one. The list reloads after every save, failed or not (001 section 4).
 */
export const OperationAddDialog = ({ onClose }: { onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [create] = useCreate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { names } = useOperationCatalogue();
  const [draft, setDraft] = useState<OperationDraft>(emptyDraft);
  const [queue, setQueue] = useState<OperationDraft[]>([]);
  const [errors, setErrors] = useState<OperationFormErrors>({});
  const [saving, setSaving] = useState(false);

  const change = (patch: Partial<OperationDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors({});
  };
  const draftIsValid = () => {
    const found = operationFormErrors(draft, queue, names);
    setErrors(found);
    return Object.keys(found).length === 0;
  };
  const enqueue = () => {
    if (!draftIsValid()) return;
    setQueue((q) => [...q, trimmed(draft)]);
    setDraft(emptyDraft());
  };
  const clear = () => {
    setQueue([]);
    setDraft(emptyDraft());
    setErrors({});
  };

  const saveQueue = async (items: OperationDraft[]) => {
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

  const save = async () => {
    const withDraft = !isBlankDraft(draft) || !queue.length;
    if (withDraft && !draftIsValid()) return;
    setSaving(true);
    try {
      if (!queue.length) {
        await create(operationsResource.name, { data: operationBodyOf(draft) }, { returnPromise: true });
        toast.success(texts.created);
        onClose();
      } else {
        setDraft(emptyDraft());
        await saveQueue(withDraft ? [...queue, trimmed(draft)] : queue);
      }
    } catch (err) {
      toast.error(requestErrorText(err, texts.createFailed));
    } finally {
      setSaving(false);
      refresh();
    }
  };

  const count = queue.length + (isBlankDraft(draft) ? 0 : 1);
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="operation-add-title">
      <DialogTitle id="operation-add-title" sx={{ fontWeight: 800 }}>
        {t.createTitle}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <OperationFormFields draft={draft} errors={errors} onChange={change} />
          <Button variant="outlined" startIcon={<PlaylistAddIcon />} onClick={enqueue} disabled={saving} sx={{ alignSelf: 'flex-start' }}>
            {t.queue}
          </Button>
          <OperationQueue queue={queue} onRemove={(i) => setQueue((q) => q.filter((_, j) => j !== i))} onClear={clear} disabled={saving} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={save} loading={saving} disableElevation>
          {queue.length ? fill(t.saveAll, { n: count }) : t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
