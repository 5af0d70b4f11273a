import type { MouseEvent } from 'react';
import { Button, EditButton, useCanAccess, useGetIdentity, useRecordContext, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { useListDialogs } from './listDialogsContext';
import { RecordDeleteButton } from './RecordDeleteButton';
import { recordTitle } from './recordTitle';
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
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const Extra = override.rowActions;
  const OwnDelete = override.deleteAction;
  const edit = (e: MouseEvent) => {
    e.stopPropagation();
    if (record) openEdit?.(record);
  };
  const editLabel = translate('ra.action.edit');
  return (
    <>
      {Extra && <Extra />}
      {openEdit
        ? canEdit && record && (override.mayEdit?.(record, identity) ?? true) && (
            <Button label={editLabel} aria-label={`${editLabel}: ${recordTitle(override.recordRepresentation, record)}`} onClick={edit}>
              <EditIcon />
            </Button>
          )
        : hasEdit && <EditButton />}
      {OwnDelete ? <OwnDelete onDeleted={onDeleted} /> : <RecordDeleteButton declaration={declaration} override={override} onDeleted={onDeleted} />}
    </>
  );
};
