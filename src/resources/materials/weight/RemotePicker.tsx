import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { api } from '../../../providers/httpClient';

interface RemotePickerProps<T> {
  label: string;
  /** The list call for a search text (its answer's rows under `envelope`). */
  url: (q: string) => string;
  envelope: string;
  optionLabel: (row: T) => string;
  value: T | null;
  onChange: (row: T | null) => void;
}

/** A search-as-you-type select over a list route: the server searches, 20 rows at a time. */
export const RemotePicker = <T extends { id: number }>({ label, url, envelope, optionLabel, value, onChange }: RemotePickerProps<T>) => {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api<Record<string, T[]>>(url(input), { signal: controller.signal })
        .then((res) => setOptions(res[envelope] ?? []))
        .catch(() => undefined)
        .finally(() => !controller.signal.aborted && setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, url, envelope]);
  return (
    <Autocomplete
      value={value}
      onChange={(_, row) => onChange(row)}
      inputValue={input}
      onInputChange={(_, text, reason) => setInput(reason === 'reset' ? '' : text)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={loading}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
};
