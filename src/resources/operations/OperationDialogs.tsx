import { OperationAddDialog } from './OperationAddDialog';
import { OperationBulkDialog } from './OperationBulkDialog';
import { OperationDeleteDialog } from './OperationDeleteDialog';
import type { OperationDialog } from './operationDialogContext';
import { OperationEditDialog } from './OperationEditDialog';

/** Whichever dialog of the operations page is open. */
export const OperationDialogs = ({ dialog, onClose }: { dialog: OperationDialog | null; onClose: () => void }) => {
  switch (dialog?.kind) {
    case 'create':
      return <OperationAddDialog onClose={onClose} />;
    case 'bulk':
      return <OperationBulkDialog onClose={onClose} />;
    case 'edit':
      return <OperationEditDialog key={dialog.operation.id} operation={dialog.operation} onClose={onClose} />;
    case 'delete':
      return <OperationDeleteDialog operation={dialog.operation} onClose={onClose} />;
    default:
      return null;
  }
};
