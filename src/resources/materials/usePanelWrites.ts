import { useCreate, useDelete, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { useToast } from '../../ui/ToastProvider';

/**
 * Adding, changing and deleting a record of one of the panel's declared resources through
 * react-admin's data provider, with the declaration's toasts. Every list on the page is asked again
 * after (a material moved changes its category's count). A refusal is thrown to the dialog that
 * asked, which shows the server's text and stays open.
 */
export const usePanelWrites = (declaration: ResourceDeclaration) => {
  const [create] = useCreate();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const refresh = useRefresh();
  const toast = useToast();
  const messages = declaration.messages ?? {};
  const done = (text: string | undefined) => {
    refresh();
    if (text) toast.success(text);
  };
  return {
    create: async (data: object) => {
      await create(declaration.name, { data }, { returnPromise: true });
      done(messages.created);
    },
    update: async (record: RaRecord, data: object) => {
      await update(declaration.name, { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      done(messages.updated);
    },
    remove: async (record: RaRecord) => {
      await remove(declaration.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      done(messages.deleted);
    },
  };
};
