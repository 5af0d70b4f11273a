import type { MessageShape } from '../shape';
import type { counters as tr } from '../tr/counters';

export const counters: MessageShape<typeof tr> = {
  title: 'Benches',
  fields: { name: 'Bench name', status: 'Status', createdAt: 'Created' },
  created: 'Bench added',
  updated: 'Bench updated',
  deleted: 'Bench deleted',
  createFailed: 'Could not add the bench',
  updateFailed: 'Could not update the bench',
  deleteFailed: 'Could not delete the bench',
};
