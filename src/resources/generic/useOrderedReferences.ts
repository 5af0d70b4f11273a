import { useChoicesContext, useGetRecordRepresentation, useInput, type Identifier, type RaRecord } from 'react-admin';
import type { FieldDeclaration } from '../../domain/resources/declaration';
import type { OrderedItem } from './orderedItems';

/**
 * The ids of an ordered reference input drawn with their records' names (a record the filter no
 * longer offers keeps its name), what may still be picked, and how to set the order.
 */
export const useOrderedReferences = (field: FieldDeclaration) => {
  const { allChoices = [], availableChoices = [], resource } = useChoicesContext();
  const represent = useGetRecordRepresentation(resource);
  const { field: input } = useInput({ source: field.source, defaultValue: [] });
  const ids = (input.value as Identifier[] | undefined) ?? [];
  const nameOf = (id: Identifier) => {
    const record = allChoices.find((c) => c.id === id);
    return record ? String(represent(record)) : String(id);
  };
  const ordered: OrderedItem[] = ids.map((id) => ({ id, name: nameOf(id) }));
  return {
    ids,
    ordered,
    offered: availableChoices as RaRecord[],
    nameOf: (record: RaRecord) => String(represent(record)),
    setOrder: (list: readonly OrderedItem[]) => input.onChange(list.map((o) => o.id)),
    append: (id: Identifier) => input.onChange([...ids, id]),
  };
};
