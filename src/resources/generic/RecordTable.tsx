import Box from '@mui/material/Box';
import { DataTable } from 'react-admin';
import type { ResourceDeclaration } from '../../domain/resources/declaration';
import { generated as texts } from '../../i18n/tr/generated';
import { FieldCell } from './FieldCell';
import { ListEmpty } from './ListEmpty';
import { BulkToolbar } from './BulkToolbar';
import { RecordActions } from './RecordActions';
import { RecordRows } from './RecordRows';
import type { ResourceOverride } from './resourceOverride';
import { useListColumns } from './useListColumns';
import { useOpenRecord } from './useOpenRecord';
import { useRowRights } from './useRowRights';
import { useDensity } from './views/useTablePrefs';

/**
 * The list's records as a table on a wide screen: the declared list columns (or the override's), then
 * the row's actions. Its rows are walked with the arrows, opened with Enter, ticked with Space (RecordRows).
 */
export const RecordTable = ({ declaration, override }: { declaration: ResourceDeclaration; override: ResourceOverride }) => {
  const columns = useListColumns(declaration, override.columns);
  const [density] = useDensity();
  const open = useOpenRecord();
  const rights = useRowRights(override);
  const selectable = rights.access.edit || rights.access.remove;
  return (
    <>
      {/* Outside the scrolling box, which would clip it: react-admin draws it over the list's top bar. */}
      {selectable && <BulkToolbar declaration={declaration} override={override} />}
      {/* contain: the page sizes itself to its widest content; a wide table scrolls in its own box instead. */}
      <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        <DataTable
          body={RecordRows}
          size={density === 'comfortable' ? 'medium' : 'small'}
          empty={override.listTexts?.empty ? <ListEmpty texts={override.listTexts} /> : undefined}
          // Rows are selectable for those who may change or delete them; the toolbar holds the bulk actions.
          bulkActionButtons={selectable ? <></> : false}
          isRowSelectable={rights.selectable}
          bulkActionsToolbar={<></>}
          rowClick={
            open
              ? (_id, _resource, record) => {
                  open(record);
                  return false;
                }
              : false
          }
        >
          {columns.map(({ field: f, slot }) => (
            <DataTable.Col key={f.source} source={f.source} label={slot?.label ?? f.label} disableSort={!f.sortable}>
              {slot ? <slot.cell /> : <FieldCell field={f} />}
            </DataTable.Col>
          ))}
          <DataTable.Col label={texts.actions}>
            <RecordActions declaration={declaration} override={override} />
          </DataTable.Col>
        </DataTable>
      </Box>
    </>
  );
};
