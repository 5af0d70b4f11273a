import { CreateButton, DataTable, DeleteButton, EditButton, List, SimpleList, TopToolbar, useResourceDefinition } from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { FieldCell } from './FieldCell';
import { GeneratedHeader } from './GeneratedHeader';
import { listFilters } from './listFilters';
import { TransferButtons } from './TransferButtons';
import { useVisibleFields } from './useVisibleFields';

/** Create (react-admin's button asks canAccess: access.create ?? write), export for readers, import for writers. */
const ListActions = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      {hasCreate && <CreateButton />}
      <TransferButtons declaration={declaration} />
    </TopToolbar>
  );
};

/** On a phone, one card a record: its first text column, then the other columns with their labels. */
const PhoneList = ({ columns, linkType }: { columns: readonly FieldDeclaration[]; linkType: 'show' | 'edit' | false }) => {
  const primary = columns.find((f) => f.kind === 'text') ?? columns[0];
  const others = columns.filter((f) => f !== primary);
  return (
    <SimpleList
      linkType={linkType}
      primaryText={primary ? <FieldCell field={primary} /> : undefined}
      secondaryText={
        <>
          {others.map((f) => (
            <span key={f.source} style={{ display: 'block' }}>
              {f.label}: <FieldCell field={f} />
            </span>
          ))}
        </>
      }
    />
  );
};

/** The list of a declared resource: server-side paging, sorting, search and filters; show, edit and delete by access. */
export const GeneratedList = ({ declaration }: { declaration: ResourceDeclaration }) => {
  const columns = useVisibleFields(declaration).filter((f) => f.list);
  const { hasEdit, hasShow } = useResourceDefinition();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <GeneratedHeader declaration={declaration} page="list" />
      <List title={declaration.label} filters={listFilters(declaration)} sort={declaration.defaultSort} perPage={25} actions={<ListActions declaration={declaration} />} exporter={false} empty={false}>
        {phone ? (
          <PhoneList columns={columns} linkType={hasShow ? 'show' : hasEdit ? 'edit' : false} />
        ) : (
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
        )}
      </List>
    </>
  );
};
