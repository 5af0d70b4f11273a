import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { fill } from '../../i18n/fill';
import { procedures as texts } from '../../i18n/tr/procedures';
import { procedureScreens } from '../../i18n/tr/procedureScreens';
import type { ProcedureRecord } from '../../domain/resources/procedures';

const t = procedureScreens.detail;

/** One procedure in a category's dialog: title, status, description, edit and delete. */
export const ProcedureListItem = ({ procedure, onEdit, onDelete }: { procedure: ProcedureRecord; onEdit: () => void; onDelete: () => void }) => (
  <Box component="li" data-testid="procedure-item" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', py: 1.25, borderBottom: '1px solid', borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{procedure.title}</Typography>
        <Chip
          size="small"
          data-testid="procedure-status"
          label={procedure.isActive ? texts.statuses.active : texts.statuses.passive}
          color={procedure.isActive ? 'success' : 'default'}
          variant={procedure.isActive ? 'filled' : 'outlined'}
        />
      </Box>
      {procedure.description && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {procedure.description}
        </Typography>
      )}
    </Box>
    <Tooltip title={t.edit}>
      <IconButton size="small" onClick={onEdit} aria-label={fill(t.editLabel, { title: procedure.title })}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title={t.delete}>
      <IconButton size="small" color="error" onClick={onDelete} aria-label={fill(t.deleteLabel, { title: procedure.title })}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </Box>
);
