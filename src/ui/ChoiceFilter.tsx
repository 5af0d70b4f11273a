import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface ChoiceFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** '' is the "all" choice. */
  choices: readonly { value: string; label: string }[];
  minWidth?: number;
}

/** A select filter of the list pages; its empty value means no filter. */
export const ChoiceFilter = ({ label, value, onChange, choices, minWidth = 170 }: ChoiceFilterProps) => (
  <TextField
    select
    label={label}
    value={value}
    onChange={(e) => onChange(e.target.value)}
    size="small"
    // On a phone two filters share a row under the full-width search box.
    sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' }, minWidth: { xs: 0, sm: minWidth }, bgcolor: '#fff' }}
    // The empty value is a real choice ('Tümü'), so it is shown, with the label above it.
    slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
  >
    {choices.map((c) => (
      <MenuItem key={c.value} value={c.value}>
        {c.label}
      </MenuItem>
    ))}
  </TextField>
);
