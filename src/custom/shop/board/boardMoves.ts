import type { BoardColumn } from '../../../providers/shopMethods';

/** A card's and a column's id for the drag and drop: `job-7`, `bench-3`. */
export const cardId = (jobId: number) => `job-${jobId}`;
export const columnId = (benchId: number) => `bench-${benchId}`;

const numberOf = (id: string, prefix: string): number | undefined => (id.startsWith(prefix) ? Number(id.slice(prefix.length)) : undefined);

/** The bench holding a card or named by a column id. */
export const benchOfTarget = (columns: readonly BoardColumn[], id: string): number | undefined => {
  const bench = numberOf(id, 'bench-');
  if (bench !== undefined) return bench;
  const job = numberOf(id, 'job-');
  return columns.find((column) => column.jobs.some((j) => j._id === job))?.bench._id;
};

export interface BoardMove {
  columns: BoardColumn[];
  /** The bench whose queue to save, and its jobs in their new order. */
  benchId: number;
  jobIds: number[];
}

/**
 * The board after dropping a card on another card (its place) or on an empty column: the moved
 * job leaves its bench and takes that place. From another bench it goes before the card it is
 * dropped on, or after it when dropped on its lower half (`below`): the end of a column is below
 * its last card. Undefined when nothing moves.
 */
export const moveCard = (columns: readonly BoardColumn[], activeId: string, overId: string, below = false): BoardMove | undefined => {
  const jobId = numberOf(activeId, 'job-');
  const from = benchOfTarget(columns, activeId);
  const to = benchOfTarget(columns, overId);
  if (jobId === undefined || from === undefined || to === undefined || activeId === overId) return undefined;
  const job = columns.find((c) => c.bench._id === from)!.jobs.find((j) => j._id === jobId)!;
  const target = columns.find((c) => c.bench._id === to)!;
  const rest = target.jobs.filter((j) => j._id !== jobId);
  const overJob = numberOf(overId, 'job-');
  const overIndex = overJob === undefined ? -1 : target.jobs.findIndex((j) => j._id === overJob);
  // Within a bench the card takes the place of the one it was dropped on (before or after it, as it came from above or below).
  const at = overIndex < 0 ? rest.length : overIndex + (from !== to && below ? 1 : 0);
  const jobs = [...rest.slice(0, at), job, ...rest.slice(at)];
  if (from === to && jobs.every((j, i) => j._id === target.jobs[i]?._id)) return undefined;
  const next = columns.map((column) => {
    if (column.bench._id === to) return { ...column, jobs };
    if (column.bench._id === from) return { ...column, jobs: column.jobs.filter((j) => j._id !== jobId) };
    return column;
  });
  return { columns: next, benchId: to, jobIds: jobs.map((j) => j._id) };
};
