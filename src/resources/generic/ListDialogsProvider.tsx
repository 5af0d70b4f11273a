import { useMemo, useState, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { DetailDialog } from './DetailDialog';
import { ListDialogsContext, type ListDialogs } from './listDialogsContext';
import { RecordFormDialog } from './RecordFormDialog';
import type { ResourceOverride } from './resourceOverride';

type Open = { kind: 'detail' | 'edit'; record: RaRecord } | { kind: 'create' } | null;

/** Holds the list's one open dialog (a record's detail, its edit, or a new record) and lets rows and cards open it. */
export const ListDialogsProvider = ({ declaration, override, children }: { declaration: ResourceDeclaration; override: ResourceOverride; children: ReactNode }) => {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const OwnCreate = override.createDialog;
  const value = useMemo<ListDialogs>(
    () => ({
      openDetail: override.detail === 'dialog' ? (record) => setOpen({ kind: 'detail', record }) : undefined,
      openEdit: override.forms === 'dialog' ? (record) => setOpen({ kind: 'edit', record }) : undefined,
      openCreate: override.forms === 'dialog' ? () => setOpen({ kind: 'create' }) : undefined,
    }),
    [override.detail, override.forms],
  );
  return (
    <ListDialogsContext.Provider value={value}>
      {children}
      {open?.kind === 'detail' && <DetailDialog declaration={declaration} override={override} record={open.record} onClose={close} />}
      {open?.kind === 'edit' && <RecordFormDialog declaration={declaration} record={open.record} title={override.formTitles?.edit} onClose={close} />}
      {open?.kind === 'create' && (OwnCreate ? <OwnCreate onClose={close} /> : <RecordFormDialog declaration={declaration} title={override.formTitles?.create} addLabel={override.addLabel} onClose={close} />)}
    </ListDialogsContext.Provider>
  );
};
