import { CreateButton, DataTable, DeleteButton, EditButton, List, TopToolbar, useResourceDefinition } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { FieldCell } from './FieldCell';
import { ImportButton } from './ImportButton';
import { listFilters } from './listFilters';
import { ServerExportButton } from './ServerExportButton';
import { useVisibleFields } from './useVisibleFields';

/** Create (react-admin's button asks canAccess: access.create ?? write), export for readers, import for writers. */
const ListActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {hasCreate && <CreateButton />}
      <ServerExportButton declaration={declaration} />
      <ImportButton declaration={declaration} />
    </TopToolbar>
  );
};

/** The list of a declared resource: server-side paging, sorting, search and filters; show, edit and delete by access. */
export const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const columns = useVisibleFields(declaration).filter((f) => f.list);
  const { hasEdit, hasShow } = useResourceDefinition();
  return (
    <List title={declaration.label} filters={listFilters(declaration)} sort={declaration.defaultSort} perPage={25} actions={<ListActions declaration={declaration} />} exporter={false} empty={false}>
      <DataTable bulkActionButtons={false} rowClick={hasShow ? 'show' : false}>
        {columns.map((f) => (
          <DataTable.Col key={f.source} source={f.source} label={f.label} disableSort={!f.sortable}>
            <FieldCell field={f} />
          </DataTable.Col>
        ))}
        <DataTable.Col label={texts.actions}>
          {hasEdit && <EditButton />}
          <DeleteButton mutationMode="pessimistic" successMessage={declaration.messages?.deleted} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
