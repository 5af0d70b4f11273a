import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { operationScreens } from '../../i18n/tr/operationScreens';
import { useOpenOperationDialog } from './operationDialogContext';
import type { OperationRecord } from '../../domain/resources/operations';

const t = operationScreens.actions;

/** Edit and delete of one operation. */
export const OperationRowActions = ({ operation }: { operation: OperationRecord }) => {
  const open = useOpenOperationDialog();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25 }}>
      <Tooltip title={t.edit}>
        <IconButton size="small" aria-label={`${t.edit}: ${operation.name}`} onClick={() => open({ kind: 'edit', operation })}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={t.delete}>
        <IconButton size="small" aria-label={`${t.delete}: ${operation.name}`} onClick={() => open({ kind: 'delete', operation })} sx={{ color: 'error.main' }}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
};
