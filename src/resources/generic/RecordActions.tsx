import type { MouseEvent } from 'react';
import { Button, DeleteButton, EditButton, useCanAccess, useNotify, useRecordContext, useResourceContext, useResourceDefinition } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { useListDialogs } from './listDialogsContext';
import type { ResourceOverride } from './resourceOverride';

interface RecordActionsProps {
  declaration: ResourceDeclaration;
  override: ResourceOverride;
  /** After a delete from a dialog: the dialog closes on a record that is gone. */
  onDeleted?: () => void;
}

/** A record's actions in a row, a card or its dialog: the override's own, then edit (page or dialog) and delete, by access. */
export const RecordActions = ({ declaration, override, onDeleted }: RecordActionsProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { hasEdit } = useResourceDefinition();
  const { openEdit } = useListDialogs();
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource, record });
  const notify = useNotify();
  const Extra = override.rowActions;
  const edit = (e: MouseEvent) => {
    e.stopPropagation();
    if (record) openEdit?.(record);
  };
  return (
    <>
      {Extra && <Extra />}
      {openEdit ? canEdit && <Button label="ra.action.edit" onClick={edit}><EditIcon /></Button> : hasEdit && <EditButton />}
      <DeleteButton
        mutationMode="pessimistic"
        successMessage={declaration.messages?.deleted}
        mutationOptions={onDeleted ? { onSuccess: () => { notify(declaration.messages?.deleted ?? 'ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }); onDeleted(); } } : undefined}
      />
    </>
  );
};
