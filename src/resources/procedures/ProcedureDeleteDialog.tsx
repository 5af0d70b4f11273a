import { useState } from 'react';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { deleteProcedure } from './procedureApi';
import type { Procedure } from './procedureTypes';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.deleteProcedure;

/** Deletes a procedure on the server after the confirmation. */
export const ProcedureDeleteDialog = ({ procedure, onClose, onDeleted }: { procedure: Procedure; onClose: () => void; onDeleted: () => void }) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteProcedure(procedure.id);
      toast.success(texts.procedureDeleted, TOAST_3S);
      onDeleted();
      onClose();
    } catch (err) {
      const message = requestErrorText(err, texts.procedureDeleteFailed);
      setError(message);
      toast.error(message, TOAST_3S);
    } finally {
      setBusy(false);
    }
  };
  return <DeleteConfirmDialog open title={t.title} body={fill(t.body, { title: procedure.title })} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={busy} error={error} onConfirm={confirm} onClose={onClose} />;
};
