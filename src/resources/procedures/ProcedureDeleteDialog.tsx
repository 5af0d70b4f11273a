import { proceduresResource, type ProcedureRecord } from '../../domain/resources/procedures';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import { ResourceDeleteDialog } from '../../ui/ResourceDeleteDialog';
import { TOAST_3S } from './toastTiming';

const t = procedureScreens.deleteProcedure;

/** Deletes a procedure on the server after the confirmation. */
export const ProcedureDeleteDialog = ({ procedure, onClose }: { procedure: ProcedureRecord; onClose: () => void }) => (
  <ResourceDeleteDialog
    resource={proceduresResource.route}
    record={procedure}
    title={t.title}
    body={fill(t.body, { title: procedure.title })}
    confirmLabel={t.confirm}
    cancelLabel={t.cancel}
    texts={{ done: texts.procedureDeleted, failed: texts.procedureDeleteFailed }}
    toastOptions={TOAST_3S}
    onClose={onClose}
    onDeleted={onClose}
  />
);
