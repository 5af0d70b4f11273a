import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { ListDialogsContext, type ListDialogs } from './listDialogsContext';
import { RecordFormDialog } from './RecordFormDialog';
import type { ResourceOverride } from './resourceOverride';

type Open = { kind: 'detail' | 'edit'; record: RaRecord } | { kind: 'create' } | null;

interface ListDialogsProviderProps {
  declaration: ResourceDeclaration;
  override: ResourceOverride;
  /** Opens with the create dialog; onClose when it closes (GeneratedList creating). */
  creating?: { onClose: () => void };
  children: ReactNode;
}

/** Holds the list's one open dialog (a record's detail, its edit, or a new record) and lets rows and cards open it; the list body draws the detail. */
export const ListDialogsProvider = ({ declaration, override, creating, children }: ListDialogsProviderProps) => {
  const [open, setOpen] = useState<Open>(creating ? { kind: 'create' } : null);
  // The same page reached again at its add address (Malzeme Ekle from the list) opens the form again.
  const startsCreating = creating !== undefined;
  useEffect(() => {
    if (startsCreating) setOpen({ kind: 'create' });
  }, [startsCreating]);
  const close = () => {
    if (open?.kind === 'create') creating?.onClose();
    setOpen(null);
  };
  const detailRecord = open?.kind === 'detail' ? open.record : undefined;
  const OwnCreate = override.createDialog;
  const OwnEdit = override.editDialog;
  const value = useMemo<ListDialogs>(
    () => ({
      openDetail: override.detail === 'dialog' ? (record) => setOpen({ kind: 'detail', record }) : undefined,
      openEdit: override.forms === 'dialog' ? (record) => setOpen({ kind: 'edit', record }) : undefined,
      openCreate: override.forms === 'dialog' ? () => setOpen({ kind: 'create' }) : undefined,
      // Drawn by the list body (DetailDialog), inside the list, so it shows the record as the list reads it.
      detail: detailRecord && { record: detailRecord, close: () => setOpen(null) },
    }),
    [override.detail, override.forms, detailRecord],
  );
  return (
    <ListDialogsContext.Provider value={value}>
      {children}
      {open?.kind === 'edit' &&
        (OwnEdit ? <OwnEdit key={open.record.id} record={open.record} onClose={close} /> : <RecordFormDialog declaration={declaration} record={open.record} title={override.formTitles?.edit} inputs={override.inputs} fields={override.formFields} locked={override.lockedInputs} scope={override.formScope} refusal={override.formRefusal} onClose={close} />)}
      {open?.kind === 'create' && (OwnCreate ? <OwnCreate onClose={close} /> : <RecordFormDialog declaration={declaration} title={override.formTitles?.create} addLabel={override.addLabel} inputs={override.inputs} fields={override.formFields} locked={override.lockedInputs} scope={override.formScope} refusal={override.formRefusal} onClose={close} />)}
    </ListDialogsContext.Provider>
  );
};
