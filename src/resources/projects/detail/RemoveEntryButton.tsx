import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';

/**
 * Takes one entry (a material line, a procedure step) out of an activity form's list. Not shown
 * for the last one left: the list needs at least one, and that one is cleared, not removed.
 */
export const RemoveEntryButton = ({ label, count, onRemove }: { label: string; count: number; onRemove: () => void }) =>
  count > 1 ? (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onRemove} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : null;
