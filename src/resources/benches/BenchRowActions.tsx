import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import { adminScreens } from '../../i18n/tr/adminScreens';
import type { BenchRecord } from '../../domain/resources/benches';

interface BenchRowActionsProps {
  record: BenchRecord;
  onEdit: (record: BenchRecord) => void;
  onDelete: (record: BenchRecord) => void;
}

/** Edit and delete of one bench, named for screen readers with the bench's name. */
export const BenchRowActions = ({ record, onEdit, onDelete }: BenchRowActionsProps) => (
  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
    <Tooltip title={adminScreens.common.edit}>
      <IconButton size="small" color="primary" onClick={() => onEdit(record)} aria-label={`${adminScreens.common.edit}: ${record.name}`}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title={adminScreens.common.delete}>
      <IconButton size="small" color="error" onClick={() => onDelete(record)} aria-label={`${adminScreens.common.delete}: ${record.name}`}>
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Stack>
);
