import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { fill } from '../../../i18n/fill';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import type { BoardColumn } from '../../../providers/shopMethods';
import { formatHours } from '../formatHours';
import { BoardCard } from './BoardCard';
import { cardId, columnId } from './boardMoves';
import { DayHoursDialog } from './DayHoursDialog';

const t = shopScreens.board;

/** A bench's column: its queued hours against its day's, amber with a note when over; its queue's first `shown` jobs as cards, 'more' for the next. */
export const BoardColumnView = ({ column, shown, onMore }: { column: BoardColumn; shown: number; onMore: () => void }) => {
  // A column is a drop target of its own only while empty: over a queue, the cards are the targets
  // (the keyboard's arrows then step card to card, never onto the column holding them).
  const { setNodeRef, isOver: overColumn } = useDroppable({ id: columnId(column.bench._id), disabled: column.jobs.length > 0 });
  const { over } = useDndContext();
  const isOver = overColumn || (!!over && column.jobs.some((j) => cardId(j._id) === over.id));
  const [editingHours, setEditingHours] = useState(false);
  return (
    <Paper
      data-testid={`board-bench-${column.bench._id}`}
      data-overloaded={column.overloaded || undefined}
      sx={{ p: 1.5, borderRadius: 2, display: 'grid', gap: 1, alignContent: 'start', border: '2px solid', borderColor: column.overloaded ? 'warning.main' : isOver ? 'primary.main' : 'transparent', bgcolor: column.overloaded ? '#fff4e5' : 'grey.50' }}
    >
      <Box>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 800 }}>
          {column.bench.name}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography sx={{ fontSize: 14, color: column.overloaded ? 'warning.dark' : 'text.secondary', fontWeight: column.overloaded ? 700 : 400 }}>
            {fill(t.hours, { queued: formatHours(column.queuedHours), day: formatHours(column.bench.dayHours) })}
            {column.overloaded && ` · ${t.overloaded}`}
          </Typography>
          <IconButton size="small" aria-label={fill(t.dayHours.edit, { bench: column.bench.name })} title={t.dayHours.label} onClick={() => setEditingHours(true)}>
            <ScheduleIcon fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      {editingHours && <DayHoursDialog bench={column.bench} shown={shown} onClose={() => setEditingHours(false)} />}
      <SortableContext id={columnId(column.bench._id)} items={column.jobs.map((j) => cardId(j._id))} strategy={verticalListSortingStrategy}>
        <Box component="ol" ref={setNodeRef} aria-label={column.bench.name} sx={{ m: 0, p: 0, display: 'grid', gap: 1, minHeight: 64 }}>
          {column.jobs.map((job) => (
            <BoardCard key={job._id} job={job} />
          ))}
          {!column.jobs.length && <Typography sx={{ color: 'text.secondary', fontSize: 14, p: 1 }}>{t.empty}</Typography>}
        </Box>
      </SortableContext>
      {column.hiddenJobs > 0 && (
        <Button size="small" onClick={onMore} data-testid={`board-more-${column.bench._id}`}>
          {fill(t.more, { n: column.hiddenJobs })}
        </Button>
      )}
    </Paper>
  );
};
