import { memo } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import GridOnIcon from '@mui/icons-material/GridOn';
import StraightenIcon from '@mui/icons-material/Straighten';
import { fill } from '../../../i18n/fill';
import { modelScreens } from '../../../i18n/tr/modelScreens';
import { formatCount, formatMm } from './modelNumbers';
import type { Axis } from './render/renderProtocol';

const t = modelScreens;
const AXES: Axis[] = ['x', 'y', 'z'];

interface ViewerToolbarProps {
  wireframe: boolean;
  measuring: boolean;
  /** The section's axis (null: none), the cut's place along it and the range it moves in. */
  axis: Axis | null;
  range: { min: number; max: number } | null;
  cut: number;
  /** The model's triangles (null: no model yet). */
  triangles: number | null;
  onFit: () => void;
  onWireframe: () => void;
  onMeasure: () => void;
  onAxis: (axis: Axis | null) => void;
  onCut: (value: number) => void;
}

/**
 * The viewer's toolbar: fit, wireframe, measure, the section along X, Y or Z with its position,
 * and the model's triangle count. Memoized: a model coming in does not render it again until its
 * figures follow, deferred (issue 24).
 */
export const ViewerToolbar = memo(({ wireframe, measuring, axis, range, cut, triangles, onFit, onWireframe, onMeasure, onAxis, onCut }: ViewerToolbarProps) => (
  <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
    <Tooltip title={t.toolbar.fit}>
      <IconButton aria-label={t.toolbar.fit} onClick={onFit}>
        <FitScreenIcon />
      </IconButton>
    </Tooltip>
    <Tooltip title={t.toolbar.wireframe}>
      <ToggleButton value="wireframe" size="small" selected={wireframe} onChange={onWireframe} aria-label={t.toolbar.wireframe}>
        <GridOnIcon fontSize="small" />
      </ToggleButton>
    </Tooltip>
    <Tooltip title={t.toolbar.measure}>
      <ToggleButton value="measure" size="small" selected={measuring} onChange={onMeasure} aria-label={t.toolbar.measure}>
        <StraightenIcon fontSize="small" />
      </ToggleButton>
    </Tooltip>
    <Divider orientation="vertical" flexItem />
    <Select size="small" value={axis ?? ''} displayEmpty onChange={(e) => onAxis((e.target.value || null) as Axis | null)} inputProps={{ 'aria-label': t.toolbar.section }} sx={{ minWidth: 120 }}>
      <MenuItem value="">{t.toolbar.sectionOff}</MenuItem>
      {AXES.map((a) => (
        <MenuItem key={a} value={a}>
          {`${t.toolbar.section}: ${a.toUpperCase()}`}
        </MenuItem>
      ))}
    </Select>
    {range && (
      <Slider
        size="small"
        value={cut}
        min={range.min}
        max={range.max}
        step={(range.max - range.min) / 200 || 1}
        onChange={(_, v) => onCut(v as number)}
        aria-label={t.toolbar.sectionPosition}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => `${formatMm(v)} mm`}
        sx={{ width: 180, mx: 1 }}
      />
    )}
    <Box sx={{ flex: 1 }} />
    {triangles !== null && (
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="model-triangles">
        {fill(t.triangles, { n: formatCount(triangles) })}
      </Typography>
    )}
  </Stack>
));
ViewerToolbar.displayName = 'ViewerToolbar';
