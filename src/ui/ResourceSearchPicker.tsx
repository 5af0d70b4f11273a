import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useGetList, type RaRecord } from 'react-admin';

interface ResourceSearchPickerProps<T extends RaRecord> {
  /** The declared resource's name; the dataProvider lists it, the server searches. */
  resource: string;
  label: string;
  optionLabel: (row: T) => string;
  /** Filters besides the search text (active procedures only). */
  filter?: Record<string, unknown>;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** A pick; without `value` the field empties again, ready for the next one. */
  onPick: (row: T) => void;
  /** Given, the field is a select that keeps its pick shown (the weight page's material, job, project). */
  value?: T | null;
  /** The kept pick cleared. */
  onClear?: () => void;
  size?: 'small' | 'medium';
  /** In a form: the line under it kept, as react-admin's inputs keep it, so the next input does not touch it. */
  spaced?: boolean;
}

/** A search-as-you-type pick from a declared resource's list, 20 rows at a time, through the dataProvider. */
export const ResourceSearchPicker = <T extends RaRecord>({ resource, label, optionLabel, filter, sort, onPick, value, onClear, size = 'small', spaced = false }: ResourceSearchPickerProps<T>) => {
  const held = value !== undefined;
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  // The list is asked again only once typing pauses, and only for what was typed (not a pick's label).
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isPending } = useGetList<T>(resource, { pagination: { page: 1, perPage: 20 }, sort, filter: { ...filter, ...(q ? { q } : {}) } });
  const options = value && !data.some((o) => o.id === value.id) ? [value, ...data] : data;
  return (
    <Autocomplete<T>
      value={value ?? null}
      onChange={(_, row) => {
        if (row) onPick(row);
        else onClear?.();
        if (held) return;
        setInput('');
        setTyped('');
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        const shown = reason === 'reset' && !held ? '' : text;
        setInput(shown);
        // A kept pick's label is shown, never searched for.
        if (!held || reason === 'input' || reason === 'clear') setTyped(shown);
      }}
      options={options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={isPending}
      size={size}
      renderInput={(params) => <TextField {...params} label={label} helperText={spaced ? ' ' : undefined} />}
    />
  );
};
