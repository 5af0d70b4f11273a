import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { formatDate } from '../../../domain/istanbulTime';
import { fill } from '../../../i18n/fill';
import { jobName } from '../../../domain/jobName';
import { jobs } from '../../../i18n/tr/jobs';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import type { BoardJob } from '../../../providers/shopMethods';
import { formatHours } from '../formatHours';
import { cardId } from './boardMoves';

const t = shopScreens.board;

/** A job in a bench's queue: dragged by pointer, touch or keyboard (space, arrows, space). */
export const BoardCard = ({ job }: { job: BoardJob }) => {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: cardId(job._id) });
  return (
    <Box
      component="li"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-testid={`board-job-${job._id}`}
      sx={{
        listStyle: 'none',
        p: 1.5,
        minHeight: 56,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        cursor: 'grab',
        touchAction: 'none',
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Transform.toString(transform),
        transition,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      <Typography sx={{ fontWeight: 700 }}>{jobName(job, job._id)}</Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        #{job._id} · {jobs.priorities[job.priority] ?? job.priority} · {job.estimatedHours != null ? fill(t.estimated, { hours: formatHours(job.estimatedHours) }) : t.noEstimate}
        {job.deadline && ` · ${formatDate(job.deadline)}`}
      </Typography>
    </Box>
  );
};
