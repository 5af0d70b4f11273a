import type { MessageShape } from '../shape';
import type { operationScreens as tr } from '../tr/operationScreens';

export const operationScreens: MessageShape<typeof tr> = {
  subtitle: 'The catalogue of production operations added to jobs',
  counts: { total: 'Total', active: 'Active', passive: 'Inactive' },
  filters: { search: 'Search name or description', all: 'All', active: 'Active', passive: 'Inactive', status: 'Status filter' },
  columns: { id: 'ID', name: 'Operation name', description: 'Description', status: 'Status', actions: 'Actions' },
  empty: 'No operation found',
  actions: { edit: 'Edit', delete: 'Delete' },
  form: {
    name: 'Operation name',
    description: 'Description',
    status: 'Status',
    id: 'ID',
    queue: 'Add to list',
    queued: 'Operations to add (%{n})',
    queueEmpty: 'Operations added to the list show here and are saved together.',
    removeQueued: 'Remove from the list',
    save: 'Save',
    saveAll: 'Save (%{n})',
    cancel: 'Cancel',
    createTitle: 'New operation',
    editTitle: 'Edit operation',
  },
  bulk: {
    title: 'Bulk add',
    intro: 'Pick the common workshop operations you want to add.',
    selectAll: 'Select all',
    existing: 'Exists',
    submit: 'Add selected (%{n})',
    progress: '%{done} / %{total} added',
  },
  deleteDialog: {
    title: 'Delete operation',
    body: 'Delete the operation "%{name}"?',
    confirm: 'Delete',
    cancel: 'Cancel',
  },
};
