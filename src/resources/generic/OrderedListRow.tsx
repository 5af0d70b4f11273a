import type { DragEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { generated } from '../../i18n/tr/generated';

const t = generated.ordered;

interface OrderedListRowProps {
  /** The position's label (OP-1 ... for a job's operations; 1. 2. ... for a template's steps). */
  label: string;
  name: string;
  index: number;
  count: number;
  /** Where a drag would drop: the row is highlighted. */
  dropTarget: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
  onDragStart: (e: DragEvent) => void;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
}

/** One entry of the selected order: drag handle, position label, name, up/down buttons for keyboards, remove. */
export const OrderedListRow = ({ name, label, index, count, dropTarget, onMove, onRemove, ...drag }: OrderedListRowProps) => (
  <Box
    component="li"
    draggable
    data-testid="ordered-operation"
    {...drag}
    sx={{
      display: 'flex',
      alignItems: 'center',
      gap: 1,
      px: 1,
      py: 0.75,
      borderRadius: 2,
      border: '1px solid',
      borderColor: dropTarget ? 'primary.main' : 'divider',
      bgcolor: dropTarget ? 'rgba(0,74,173,.06)' : 'background.paper',
      boxShadow: dropTarget ? '0 0 0 2px rgba(0,74,173,.15)' : 'none',
      cursor: 'grab',
    }}
  >
    <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled' }} />
    <Box sx={{ minWidth: 46, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 12, fontWeight: 700, textAlign: 'center' }}>
      {label}
    </Box>
    <Typography sx={{ flex: 1, fontWeight: 600, fontSize: 14 }} noWrap>
      {name}
    </Typography>
    <IconButton size="small" aria-label={`${t.moveUp}: ${name}`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
      <ArrowUpwardIcon fontSize="small" />
    </IconButton>
    <IconButton size="small" aria-label={`${t.moveDown}: ${name}`} disabled={index === count - 1} onClick={() => onMove(index, index + 1)}>
      <ArrowDownwardIcon fontSize="small" />
    </IconButton>
    <IconButton size="small" aria-label={`${t.remove}: ${name}`} onClick={onRemove}>
      <CloseIcon fontSize="small" />
    </IconButton>
  </Box>
);
