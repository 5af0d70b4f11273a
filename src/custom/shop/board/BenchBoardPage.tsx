import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { closestCorners, DndContext, KeyboardSensor, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { BOARD_SHOWN } from '../../../domain/shop';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import type { BoardColumn } from '../../../providers/shopMethods';
import { useLiveUpdates } from '../../../providers/useLiveUpdates';
import { useMethodCache, useMethodMutation, useMethodQuery } from '../../../providers/useMethodQuery';
import { PageHeader } from '../../../ui/PageHeader';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { shopQueryKeys } from '../../../providers/shopQueryKeys';
import { boardAnnouncements } from './boardAnnouncements';
import { BoardColumnView } from './BoardColumnView';
import { moveCard } from './boardMoves';

const t = shopScreens.board;

/** /shop/board (masters and admins): benches as columns, their queues as cards; a drop saves the bench's queue. */
export const BenchBoardPage = () => {
  const cache = useMethodCache();
  const toast = useToast();
  // Live: another master's move, a new job or an operator's finish re-reads the board.
  useLiveUpdates();
  // A queue's first cards; each 'more' reads as many again of every queue (the board before drawn meanwhile).
  const [shown, setShown] = useState(BOARD_SHOWN);
  const { data, isPending, isPlaceholderData, error } = useMethodQuery(shopQueryKeys.board(shown), (dataProvider) => dataProvider.getBenchBoard(shown), { keepPrevious: true });
  // The board as drawn: moved at once on a drop, replaced by the server's answer. While a card is
  // picked up or its move is being saved, a re-read waits (it would move the card under the
  // hand, or undo the drop on screen); the latest one is drawn when the hand lets go.
  const [columns, setColumns] = useState<BoardColumn[]>([]);
  const holding = useRef(false);
  const latest = () => cache.get<BoardColumn[]>(shopQueryKeys.board(shown)) ?? [];
  const release = () => {
    holding.current = false;
    setColumns(latest());
  };
  useEffect(() => {
    if (!holding.current) setColumns(data ?? []);
  }, [data]);
  const save = useMethodMutation((dataProvider, move: { benchId: number; jobIds: number[] }) => dataProvider.setBenchQueue({ ...move, shown }), {
    onSuccess: (board) => {
      cache.set(shopQueryKeys.board(shown), board);
      toast.success(t.moved);
    },
    onError: (err) => toast.error(requestErrorText(err, t.moveFailed)),
    onSettled: release,
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (save.isPending) return;
    const dropped = active.rect.current.translated;
    const below = !!over && !!dropped && dropped.top + dropped.height / 2 > over.rect.top + over.rect.height / 2;
    const move = over && moveCard(columns, String(active.id), String(over.id), below);
    if (!move) return release();
    setColumns(move.columns);
    save.mutate({ benchId: move.benchId, jobIds: move.jobIds });
  };
  return (
    <Box>
      <PageHeader title={t.title} subtitle={t.subtitle} icon={<ViewKanbanIcon />} />
      {(isPending || isPlaceholderData || save.isPending) && <LinearProgress sx={{ mb: 2 }} />}
      {error && <Alert severity="error">{requestErrorText(error, t.loadFailed)}</Alert>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={() => (holding.current = true)}
        onDragEnd={onDragEnd}
        onDragCancel={() => !save.isPending && release()}
        accessibility={{ announcements: boardAnnouncements(columns), screenReaderInstructions: { draggable: t.dragHint } }}
      >
        <Box sx={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: 'minmax(240px, 1fr)', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'start' }}>
          {columns.map((column) => (
            <BoardColumnView key={column.bench._id} column={column} shown={shown} onMore={() => setShown((n) => n + BOARD_SHOWN)} />
          ))}
        </Box>
      </DndContext>
    </Box>
  );
};
