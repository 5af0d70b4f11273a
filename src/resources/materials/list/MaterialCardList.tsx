import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { formatDate, formatDensity } from '../../../domain/format';
import type { MaterialRecord } from '../../../domain/resources/materials';
import { materialScreens } from '../../../i18n/tr/materialScreens';

const t = materialScreens.list;

/** The list on a phone: one card per material, the same fields and actions as the table. */
export const MaterialCardList = ({ rows, onEdit, onDelete }: { rows: readonly MaterialRecord[]; onEdit: (m: MaterialRecord) => void; onDelete: (m: MaterialRecord) => void }) => (
  <Box>
    {rows.map((m) => (
      <Box key={m.id} data-testid="material-row" sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderTop: '1px solid', borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>{m.name}</Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', alignItems: 'center', my: 0.5 }}>
            <Chip size="small" label={m.category} />
            <Typography sx={{ fontSize: 13 }}>{m.subCategory}</Typography>
          </Box>
          <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
            {formatDensity(m.density)} g/cm³ · {formatDate(m.addedDate)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <IconButton size="small" aria-label={`${t.edit}: ${m.name}`} onClick={() => onEdit(m)}>
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton size="small" color="error" aria-label={`${t.delete}: ${m.name}`} onClick={() => onDelete(m)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
    ))}
  </Box>
);
