import { DataTable, DeleteButton, EditButton, List, SearchInput, SelectInput } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { csvExporter } from './csvExporter';
import { FieldCell } from './FieldCell';

const filtersOf = (decl: ResourceDeclaration) => [
  ...(decl.fields.some((f) => f.searchable) ? [<SearchInput key="q" source="q" alwaysOn placeholder={texts.search} />] : []),
  ...decl.fields
    .filter((f) => f.filter)
    .map((f) => <SelectInput key={f.source} source={f.source} label={f.label} alwaysOn choices={(f.choices ?? []).map((c) => ({ id: c.id, name: c.id }))} />),
];

/** The list of a declared resource: server-side paging, sorting, search and filters, CSV export. */
export const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration }) => (
  <List
    title={declaration.label}
    filters={filtersOf(declaration)}
    sort={declaration.defaultSort}
    perPage={25}
    exporter={csvExporter(declaration)}
    empty={false}
  >
    <DataTable bulkActionButtons={false}>
      {declaration.fields
        .filter((f) => f.list)
        .map((f) => (
          <DataTable.Col key={f.source} source={f.source} label={f.label} disableSort={!f.sortable}>
            <FieldCell field={f} />
          </DataTable.Col>
        ))}
      <DataTable.Col label={texts.actions}>
        <EditButton />
        <DeleteButton mutationMode="pessimistic" successMessage={declaration.messages?.deleted} />
      </DataTable.Col>
    </DataTable>
  </List>
);
