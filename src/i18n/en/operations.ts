import type { MessageShape } from '../shape';
import type { operations as tr } from '../tr/operations';

export const operations: MessageShape<typeof tr> = {
  title: 'Operation Management',
  addButton: 'New Operation',
  bulkButton: 'Bulk Add',
  clear: 'Clear',
  fields: { name: 'Operation name', description: 'Description', status: 'Status', createdAt: 'Created' },
  statuses: { active: 'Active', passive: 'Passive' },
  nameRequired: 'Operation name is required',
  descriptionRequired: 'Description is required',
  duplicateQueued: 'An operation with this name is already queued',
  duplicateExisting: 'An operation with this name already exists',
  inUse: 'This operation is used by jobs and cannot be deleted. You can make it passive.',
  created: 'Operation added',
  updated: 'Operation updated',
  deleted: 'Operation deleted',
  loadFailed: 'Could not load the operations',
  createFailed: 'Could not add the operation',
  updateFailed: 'Could not update the operation',
  deleteFailed: 'Could not delete the operation',
  bulkAdded: '%{n} operations added',
  bulkFailed: '%{n} operations could not be added',
  bulkNone: 'No operation could be added',
  bulkError: 'An error occurred while adding the operations',
};
