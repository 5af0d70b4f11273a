import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import DensityMediumIcon from '@mui/icons-material/DensityMedium';
import { DENSITIES, type Density } from '../../../domain/views/savedView';
import { views as texts } from '../../../i18n/tr/views';
import { useDensity } from './useTablePrefs';

const ICONS = { compact: DensitySmallIcon, comfortable: DensityMediumIcon };

/** Compact or comfortable rows for the table; saved with a view. */
export const DensityToggle = () => {
  const [density, setDensity] = useDensity();
  return (
    <ToggleButtonGroup exclusive size="small" aria-label={texts.density} value={density} onChange={(_, value: Density | null) => value && setDensity(value)}>
      {DENSITIES.map((d) => {
        const Icon = ICONS[d];
        return (
          // The group hands each button its selection: a tooltip around one would break that; title says it.
          <ToggleButton key={d} value={d} aria-label={texts[d]} title={texts[d]} sx={{ py: 0.25 }}>
            <Icon fontSize="small" />
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
};
