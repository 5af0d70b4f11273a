import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { deleteProcedure } from './procedureApi';
import type { Procedure } from './procedureTypes';
import { useProcedureDeletion } from './useProcedureDeletion';

const t = procedureScreens.deleteProcedure;

/** Deletes a procedure on the server after the confirmation. */
export const ProcedureDeleteDialog = ({ procedure, onClose, onDeleted }: { procedure: Procedure; onClose: () => void; onDeleted: () => void }) => {
  const { busy, error, confirm } = useProcedureDeletion(() => deleteProcedure(procedure.id), { done: texts.procedureDeleted, failed: texts.procedureDeleteFailed }, () => {
    onDeleted();
    onClose();
  });
  return <DeleteConfirmDialog open title={t.title} body={fill(t.body, { title: procedure.title })} confirmLabel={t.confirm} cancelLabel={t.cancel} busy={busy} error={error} onConfirm={confirm} onClose={onClose} />;
};
