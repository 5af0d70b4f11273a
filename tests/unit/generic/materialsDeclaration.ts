import { z } from 'zod';
import type { ResourceDeclaration } from '../../../src/domain/resources/declaration';
import type { ResourceName } from '../../../src/domain/resources';

const schema = z.object({ name: z.string(), density: z.number(), active: z.boolean(), supplierId: z.number() });

/** A throwaway resource the spec's sidebar does not name, as a new developer would declare it. */
export const materialsDeclaration: ResourceDeclaration<typeof schema> = {
  // Not one of the app's declared names: the sidebar must still give it an entry.
  name: 'materials' as ResourceName,
  label: 'Malzemeler',
  route: 'dashboard/materials',
  path: '/materials',
  envelope: 'data',
  idField: 'id',
  table: 'materials',
  loadSchema: async () => schema,
  fields: [
    { source: 'id', label: 'ID', kind: 'id', list: true, readOnly: true },
    { source: 'name', label: 'Malzeme adı', kind: 'text', list: true, searchable: true },
    { source: 'density', label: 'Yoğunluk', kind: 'number', list: true, filter: true },
    { source: 'active', label: 'Aktif mi', kind: 'boolean', list: true, filter: true },
    { source: 'supplierId', label: 'Tezgah', kind: 'reference', reference: 'counters', filter: true },
  ],
  access: { read: 'canAccessJobs', write: 'canAccessMaterials' },
  log: 'material',
};
