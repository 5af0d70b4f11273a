import type { Announcements } from '@dnd-kit/core';
import { jobName } from '../../../domain/jobName';
import { fill } from '../../../i18n/fill';
import { shopScreens } from '../../../i18n/tr/shopScreens';
import type { BoardColumn } from '../../../providers/shopMethods';
import { benchOfTarget } from './boardMoves';

const t = shopScreens.board;

/** What a screen reader hears while a card moves by keyboard, in Turkish (dnd-kit's are English). */
export const boardAnnouncements = (columns: readonly BoardColumn[]): Announcements => {
  const titleOf = (id: string | number) => {
    const jobId = Number(String(id).replace('job-', ''));
    const job = columns.flatMap((c) => c.jobs).find((j) => j._id === jobId);
    return job ? jobName(job, jobId) : `#${jobId}`;
  };
  const benchName = (id: string | number) => columns.find((c) => c.bench._id === benchOfTarget(columns, String(id)))?.bench.name ?? '';
  const placeOf = (id: string | number) => {
    const column = columns.find((c) => c.bench._id === benchOfTarget(columns, String(id)));
    const index = column?.jobs.findIndex((j) => `job-${j._id}` === String(id)) ?? -1;
    return index < 0 ? (column?.jobs.length ?? 0) + 1 : index + 1;
  };
  return {
    onDragStart: ({ active }) => fill(t.picked, { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? fill(t.over, { title: titleOf(active.id), bench: benchName(over.id), n: placeOf(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => (over ? fill(t.dropped, { title: titleOf(active.id), bench: benchName(over.id) }) : t.cancelled),
    onDragCancel: () => t.cancelled,
  };
};
