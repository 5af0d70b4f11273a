import { List, TopToolbar, useNotify } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { CreateAction } from './CreateAction';
import { GeneratedHeader } from './GeneratedHeader';
import { InlineCreate } from './InlineCreate';
import { ListBody } from './ListBody';
import { ListDialogsProvider } from './ListDialogsProvider';
import { ListFound } from './ListFound';
import { listFilters } from './listFilters';
import type { ResourceOverride } from './resourceOverride';
import { StatCards } from './StatCards';
import { TransferButtons } from './TransferButtons';
import { LiveUpdates } from './LiveUpdates';
import { ListViewTools } from './views/ListViewTools';

/** The override's buttons, create (asking canAccess: access.create ?? write), export for readers, import for writers. */
const ListActions = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const Extra = override.listActions;
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {Extra && <Extra />}
      <ListViewTools declaration={declaration} override={override} />
      {!override.inlineCreate && <CreateAction label={override.createLabel} />}
      <TransferButtons declaration={declaration} />
    </TopToolbar>
  );
};

interface GeneratedListProps {
  declaration: ResourceDeclaration;
  override?: ResourceOverride;
  /** The page opens with its create dialog (an address of its own: Malzeme Ekle); onClose leaves that address. */
  creating?: { onClose: () => void };
}

/**
 * The list of a declared resource: server-side paging, sorting, search and filters; show, edit and
 * delete by access. The override's slots add stat cards, cards, row actions and dialogs.
 */
export const GeneratedList = ({ declaration, override = {}, creating }: GeneratedListProps) => {
  const notify = useNotify();
  const Pager = override.pagination;
  const loadFailed = declaration.messages?.loadFailed;
  const loadError = override.loadError ?? (loadFailed ? () => loadFailed : undefined);
  // The declaration's words when the list cannot be read ('Kategoriler yüklenemedi'), not the raw error.
  const queryOptions = loadError ? { onError: (error: unknown) => notify(loadError(error), { type: 'error' }) } : undefined;
  return (
    <ListDialogsProvider declaration={declaration} override={override} creating={creating}>
      {override.live && <LiveUpdates />}
      <GeneratedHeader declaration={declaration} page="list" heading={override.heading} />
      {override.stats && <StatCards stats={override.stats} />}
      {override.inlineCreate && <InlineCreate declaration={declaration} />}
      <List
        title={declaration.label}
        filters={listFilters(declaration, override.listTexts, override.filters)}
        sort={override.sort ?? declaration.defaultSort}
        perPage={override.perPage ?? 25}
        pagination={Pager && <Pager />}
        storeKey={override.storeKey}
        actions={<ListActions declaration={declaration} override={override} />}
        exporter={false}
        empty={false}
        queryOptions={queryOptions}
      >
        {override.listTexts?.found && <ListFound text={override.listTexts.found} />}
        <ListBody declaration={declaration} override={override} />
      </List>
    </ListDialogsProvider>
  );
};
