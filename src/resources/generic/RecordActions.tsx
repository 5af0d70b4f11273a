import type { MouseEvent } from 'react';
import { EditButton, useCanAccess, useGetIdentity, useRecordContext, useResourceContext, useResourceDefinition, useTranslate } from 'react-admin';
import EditIcon from '@mui/icons-material/Edit';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { useListDialogs } from './listDialogsContext';
import { RecordActionButton } from './RecordActionButton';
import { RecordDeleteButton } from './RecordDeleteButton';
import { recordTitle } from './recordTitle';
import type { ResourceOverride } from './resourceOverride';

interface RecordActionsProps {
  declaration: ResourceDeclaration;
  override: ResourceOverride;
  /** After a delete from a dialog: the dialog closes on a record that is gone. */
  onDeleted?: () => void;
  /** Names written beside the icons, also on a phone (a card of a resource with labelledCardActions). */
  labelled?: boolean;
}

/** A record's actions in a row, a card or its dialog: the override's own, then edit (page or dialog) and delete, by access. */
export const RecordActions = ({ declaration, override, onDeleted, labelled }: RecordActionsProps) => {
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
            <RecordActionButton label={editLabel} ariaLabel={`${editLabel}: ${recordTitle(override.recordRepresentation, record)}`} icon={<EditIcon />} onClick={edit} labelled={labelled} />
          )
        : hasEdit && <EditButton />}
      {OwnDelete ? <OwnDelete onDeleted={onDeleted} /> : <RecordDeleteButton declaration={declaration} override={override} onDeleted={onDeleted} labelled={labelled} />}
    </>
  );
};
