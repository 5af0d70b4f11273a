import { useState, type MouseEvent } from 'react';
import { useCanAccess, useDelete, useGetIdentity, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import DeleteIcon from '@mui/icons-material/Delete';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { fill } from '../../i18n/fill';
import { DeleteConfirmDialog } from '../../ui/DeleteConfirmDialog';
import { requestErrorText } from '../../ui/requestError';
import { RecordActionButton } from './RecordActionButton';
import { recordTitle } from './recordTitle';
import type { ResourceOverride } from './resourceOverride';

interface RecordDeleteButtonProps {
  declaration: ResourceDeclaration;
  override: ResourceOverride;
  onDeleted?: () => void;
  /** Its name written beside its icon, also on a phone (RecordActions labelled). */
  labelled?: boolean;
}

/**
 * Delete, asked first in the app's delete dialog (the override's words, else react-admin's), for
 * those allowed. Named with its record, so a row's button says which record it deletes.
 */
export const RecordDeleteButton = ({ declaration, override, onDeleted, labelled }: RecordDeleteButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { canAccess } = useCanAccess({ action: 'delete', resource, record });
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  const notify = useNotify();
  // The stat cards count with one row each: react-admin's cache update cannot lower their totals.
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!record || !canAccess || override.mayDelete?.(record, identity) === false) return null;

  const name = recordTitle(override.recordRepresentation, record);
  const words = override.listTexts ?? {};
  const label = words.deleteLabel ?? translate('ra.action.delete');
  const confirm = () =>
    remove(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(declaration.messages?.deleted ?? 'ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
          onDeleted?.();
        },
        // The server's reason ('... malzeme kayıtlı olduğu için silinemez') shows inside; the dialog stays.
        onError: (error) => setRefusal(requestErrorText(error, declaration.messages?.deleteFailed ?? translate('ra.notification.http_error'))),
      },
    );
  const ask = (e: MouseEvent) => {
    e.stopPropagation();
    setRefusal(null);
    setOpen(true);
  };
  return (
    // The dialog is a portal, but its clicks still bubble to the row in React: they stop here.
    <span onClick={(e) => e.stopPropagation()}>
      <RecordActionButton label={label} ariaLabel={`${label}: ${name}`} icon={<DeleteIcon />} color="error" onClick={ask} labelled={labelled} />
      <DeleteConfirmDialog
        open={open}
        title={words.deleteTitle ?? translate('ra.message.delete_title', { name: declaration.label, recordRepresentation: name })}
        body={typeof words.deleteBody === 'function' ? words.deleteBody(record) : words.deleteBody ? fill(words.deleteBody, { name }) : translate('ra.message.delete_content')}
        confirmLabel={label}
        cancelLabel={translate('ra.action.cancel')}
        busy={isPending}
        error={refusal}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
};
