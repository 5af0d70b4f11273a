import { useInput } from 'react-admin';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ChoiceOption } from '../../domain/resources/choices';
import { generated as texts } from '../../i18n/tr/generated';

interface ChoiceButtonsFilterProps {
  source: string;
  label: string;
  choices: readonly ChoiceOption[];
  alwaysOn?: boolean;
}

/** A choice filter as buttons, 'Tümü' first (the spec's status filter: all, Aktif, Pasif); '' drops the filter. */
export const ChoiceButtonsFilter = ({ source, label, choices }: ChoiceButtonsFilterProps) => {
  const { field } = useInput({ source });
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size="small"
      value={field.value ?? ''}
      onChange={(_, value: string | null) => value !== null && field.onChange(value)}
      aria-label={label}
      sx={{ bgcolor: 'background.paper', mb: '4px', width: { xs: '100%', sm: 'auto' }, '& > *': { flex: { xs: 1, sm: 'none' } } }}
    >
      {[{ id: '', name: texts.all }, ...choices].map((c) => (
        <ToggleButton key={c.id || 'all'} value={c.id} sx={{ px: 2, fontWeight: 600 }}>
          {c.name}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
