import { describe, expect, it } from 'vitest';
import { moveCard } from '../../../src/custom/shop/board/boardMoves';
import type { BoardColumn } from '../../../src/providers/shopMethods';

const column = (benchId: number, jobIds: number[]): BoardColumn => ({
  bench: { _id: benchId, name: `Tezgah ${benchId}`, dayHours: 8 },
  queuedHours: 0,
  overloaded: false,
  hiddenJobs: 0,
  jobs: jobIds.map((id) => ({ _id: id, title: `İş ${id}`, description: '', estimatedHours: 1, priority: 'medium', deadline: null, status: 'pending' })),
});
const ids = (columns: BoardColumn[]) => columns.map((c) => c.jobs.map((j) => j._id));

describe('moving a card on the bench board', () => {
  const board = [column(1, [10, 11, 12]), column(2, [20])];

  it('reorders within a bench, the card taking the place of the one it is dropped on', () => {
    const down = moveCard(board, 'job-10', 'job-12')!;
    expect(ids(down.columns)).toEqual([[11, 12, 10], [20]]);
    expect(down).toMatchObject({ benchId: 1, jobIds: [11, 12, 10] });
    expect(ids(moveCard(board, 'job-12', 'job-10')!.columns)).toEqual([[12, 10, 11], [20]]);
  });

  it('moves a card to another bench, before a card or at the end of the column', () => {
    const before = moveCard(board, 'job-11', 'job-20')!;
    expect(ids(before.columns)).toEqual([[10, 12], [11, 20]]);
    expect(before).toMatchObject({ benchId: 2, jobIds: [11, 20] });
    expect(ids(moveCard(board, 'job-11', 'bench-2')!.columns)).toEqual([[10, 12], [20, 11]]);
    // Dropped on the lower half of another bench's last card: after it, at the end.
    expect(ids(moveCard(board, 'job-11', 'job-20', true)!.columns)).toEqual([[10, 12], [20, 11]]);
    // Within a bench the place is the card's, wherever on it the drop fell.
    expect(ids(moveCard(board, 'job-10', 'job-11', true)!.columns)).toEqual([[11, 10, 12], [20]]);
  });

  it('does nothing when the card stays where it was', () => {
    expect(moveCard(board, 'job-10', 'job-10')).toBeUndefined();
    expect(moveCard(board, 'job-12', 'bench-1')).toBeUndefined();
  });
});
