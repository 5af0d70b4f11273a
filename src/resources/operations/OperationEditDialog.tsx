import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useRefresh, useUpdate } from 'react-admin';
import { operationsResource } from '../../domain/resources/operations';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { operations as texts } from '../../i18n/tr/operations';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { operationBodyOf, operationFormErrors, type OperationDraft, type OperationFormErrors } from './operationForm';
import { OperationFormFields } from './OperationFormFields';
import type { OperationRecord } from './operationRecord';
import { screenStatusOf } from './operationStatus';
import { useOperationCatalogue } from './useOperationCatalogue';

const t = operationScreens.form;

/** Edits name, description and status; the ID is shown read-only (001 section 2.6). */
export const OperationEditDialog = ({ operation, onClose }: { operation: OperationRecord; onClose: () => void }) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [update] = useUpdate();
  const { names } = useOperationCatalogue();
  const [draft, setDraft] = useState<OperationDraft>({ name: operation.name, description: operation.description, status: screenStatusOf(operation.status) });
  const [errors, setErrors] = useState<OperationFormErrors>({});
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const found = operationFormErrors(draft, [], names, operation.id);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      await update(operationsResource.name, { id: operation.id, data: operationBodyOf(draft), previousData: operation }, { mutationMode: 'pessimistic', returnPromise: true });
      toast.success(texts.updated);
      onClose();
    } catch (err) {
      toast.error(requestErrorText(err, texts.updateFailed));
    } finally {
      setSaving(false);
      refresh();
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="operation-edit-title">
      <DialogTitle id="operation-edit-title" sx={{ fontWeight: 800 }}>
        {t.editTitle}
      </DialogTitle>
      <DialogContent dividers>
        <OperationFormFields id={operation.id} draft={draft} errors={errors} onChange={(patch) => { setDraft((d) => ({ ...d, ...patch })); setErrors({}); }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={saving}>
          {t.cancel}
        </Button>
        <Button variant="contained" onClick={save} loading={saving} disableElevation>
          {t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
