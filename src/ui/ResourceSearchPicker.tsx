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
  /** A pick; the field empties again, ready for the next one. */
  onPick: (row: T) => void;
}

/** A search-as-you-type pick from a declared resource's list, 20 rows at a time, through the dataProvider. */
export const ResourceSearchPicker = <T extends RaRecord>({ resource, label, optionLabel, filter, sort, onPick }: ResourceSearchPickerProps<T>) => {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  // The list is asked again only once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const { data = [], isPending } = useGetList<T>(resource, { pagination: { page: 1, perPage: 20 }, sort, filter: { ...filter, ...(q ? { q } : {}) } });
  return (
    <Autocomplete<T>
      value={null}
      onChange={(_, row) => {
        if (row) onPick(row);
        setInput('');
      }}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      options={data}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={isPending}
      size="small"
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
