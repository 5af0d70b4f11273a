import Box from '@mui/material/Box';
import { DataTable } from 'react-admin';
import { operationScreens } from '../../i18n/tr/operationScreens';
import type { OperationRecord } from '../../domain/resources/operations';
import { OperationRowActions } from './OperationRowActions';
import { OperationStatusChip } from './OperationStatusChip';

const c = operationScreens.columns;
const Col = DataTable.Col<OperationRecord>;

/** ID, name, description, status, actions (001 section 2.6). */
export const OperationTable = () => (
  <DataTable<OperationRecord> bulkActionButtons={false} rowClick={false} sx={{ '& .RaDataTable-headerCell': { fontWeight: 700, bgcolor: 'grey.50' } }}>
    <Col source="id" label={c.id} render={(op) => <Box sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>#{op.id}</Box>} />
    <Col source="name" label={c.name} render={(op) => <Box sx={{ fontWeight: 600 }}>{op.name}</Box>} />
    <Col source="description" label={c.description} disableSort render={(op) => <Box sx={{ color: 'text.secondary', maxWidth: 520 }}>{op.description}</Box>} />
    <Col source="status" label={c.status} render={(op) => <OperationStatusChip status={op.status} />} />
    <Col label={c.actions} disableSort align="right" render={(op) => <OperationRowActions operation={op} />} />
  </DataTable>
);
