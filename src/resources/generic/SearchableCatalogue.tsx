import { useState } from 'react';
import type { Identifier } from 'react-admin';
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
import { foldName } from '../operations/operationNames';

/** A record the catalogue offers: its name, and a description searched and shown under it. */
export interface CatalogueEntry {
  id: Identifier;
  name: string;
  description?: string | null;
}

/** The catalogue's texts: search placeholder, the list's name, what an empty result says, the add/added marks. */
export interface CatalogueTexts {
  search: string;
  list: string;
  none: string;
  add: string;
  added: string;
}

interface SearchableCatalogueProps<T extends CatalogueEntry> {
  entries: T[];
  texts: CatalogueTexts;
  /** Ids already picked: marked as added; picking one again is refused by the caller. */
  takenIds: ReadonlySet<Identifier>;
  onPick: (entry: T) => void;
  disabled?: boolean;
}

/** Records to pick from one at a time, searchable by name or description (Turkish letters folded). */
export const SearchableCatalogue = <T extends CatalogueEntry>({ entries, texts, takenIds, onPick, disabled }: SearchableCatalogueProps<T>) => {
  const [search, setSearch] = useState('');
  const needle = foldName(search);
  const shown = entries.filter((e) => !needle || foldName(`${e.name} ${e.description ?? ''}`).includes(needle));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <TextField
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={texts.search}
        aria-label={texts.search}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      <List dense aria-label={texts.list} data-testid="operation-catalogue" sx={{ overflow: 'auto', maxHeight: { xs: 220, sm: 340 }, mt: 1 }}>
        {shown.map((entry) => (
          <ListItemButton key={entry.id} onClick={() => onPick(entry)} disabled={disabled} sx={{ borderRadius: 1.5 }}>
            <ListItemText primary={entry.name} secondary={entry.description} slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { noWrap: true } }} />
            {takenIds.has(entry.id) ? <CheckCircleIcon color="success" fontSize="small" aria-label={texts.added} /> : <AddCircleOutlineIcon color="primary" fontSize="small" aria-label={texts.add} />}
          </ListItemButton>
        ))}
        {!shown.length && (
          <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, textAlign: 'center' }}>
            {texts.none}
          </Typography>
        )}
      </List>
    </Box>
  );
};
