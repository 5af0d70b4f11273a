import { useState } from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchIcon from '@mui/icons-material/Search';
import { jobScreens } from '../../i18n/tr/jobScreens';
import { foldName } from '../operations/operationNames';
import type { CatalogueOperation } from './useActiveOperations';

const t = jobScreens.picker;

interface OperationCatalogueListProps {
  operations: CatalogueOperation[];
  /** Ids already on the job or in the selection; picking one again is refused by the caller. */
  takenIds: ReadonlySet<number>;
  onPick: (operation: CatalogueOperation) => void;
  disabled?: boolean;
}

/** The active operations to pick from, searchable by name or description. */
export const OperationCatalogueList = ({ operations, takenIds, onPick, disabled }: OperationCatalogueListProps) => {
  const [search, setSearch] = useState('');
  const needle = foldName(search);
  const shown = operations.filter((o) => !needle || foldName(`${o.name} ${o.description}`).includes(needle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t.search}
        aria-label={t.search}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <List dense aria-label={t.available} data-testid="operation-catalogue" sx={{ overflow: 'auto', maxHeight: { xs: 220, sm: 340 }, mt: 1 }}>
        {shown.map((op) => {
          const taken = takenIds.has(op.id);
          return (
            <ListItemButton key={op.id} onClick={() => onPick(op)} disabled={disabled} sx={{ borderRadius: 1.5 }}>
              <ListItemText primary={op.name} secondary={op.description} slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }} />
              {taken ? <CheckCircleIcon color="success" fontSize="small" aria-label={t.added} /> : <AddCircleOutlineIcon color="primary" fontSize="small" aria-label={t.add} />}
            </ListItemButton>
          );
        })}
        {!shown.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, textAlign: 'center' }}>
            {t.noneActive}
          </Typography>
        )}
      </List>
    </Box>
  );
};
