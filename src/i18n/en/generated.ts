import type { MessageShape } from '../shape';
import type { generated as tr } from '../tr/generated';

export const generated: MessageShape<typeof tr> = {
  actions: 'Actions',
  search: 'Search',
  yes: 'Yes',
  no: 'No',
  items: '%{n} records',
};
