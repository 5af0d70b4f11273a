import { DataTable, DataTableBody, DataTableRow, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { FieldCell } from './FieldCell';
import { ListEmpty } from './ListEmpty';
import { RecordActions } from './RecordActions';
import type { ResourceOverride } from './resourceOverride';
import { useOpenRecord } from './useOpenRecord';
import { useVisibleFields } from './useVisibleFields';

/** Rows and cards share one test id, so a scenario finds a record's row at any width. */
const RecordRow = (props: DataTableRowProps) => <DataTableRow {...props} data-testid="record-row" />;
const RecordRows = (props: DataTableBodyProps) => <DataTableBody {...props} row={RecordRow} />;

/** The list's records as a table on a wide screen: the declared list columns, then the row's actions. */
export const RecordTable = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const columns = useVisibleFields(declaration).filter((f) => f.list);
  const open = useOpenRecord();
  return (
    <DataTable
      body={RecordRows}
      empty={override.listTexts?.empty ? <ListEmpty text={override.listTexts.empty} /> : undefined}
      bulkActionButtons={false}
      rowClick={
        open
          ? (_id, _resource, record) => {
              open(record);
              return false;
            }
          : false
      }
    >
      {columns.map((f) => (
        <DataTable.Col key={f.source} source={f.source} label={f.label} disableSort={!f.sortable}>
          <FieldCell field={f} />
        </DataTable.Col>
      ))}
      <DataTable.Col label={texts.actions}>
        <RecordActions declaration={declaration} override={override} />
      </DataTable.Col>
    </DataTable>
  );
};
