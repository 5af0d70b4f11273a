import type { FieldDeclaration, ResourceDeclaration } from '../../domain/resources/declaration';
import type { ColumnSlot, ResourceOverride } from './resourceOverride';
import { useVisibleFields } from './useVisibleFields';

export interface ListColumn {
  field: FieldDeclaration;
  slot?: ColumnSlot;
}

/** The table's columns: the override's, of the fields the role receives, else the declared list fields. */
export const useListColumns = (declaration: ResourceDeclaration, chosen: ResourceOverride['columns']): ListColumn[] => {
  const visible = useVisibleFields(declaration);
  if (!chosen) return visible.filter((f) => f.list).map((field) => ({ field }));
  return chosen.flatMap((entry) => {
    const slot = typeof entry === 'string' ? undefined : entry;
    const field = visible.find((f) => f.source === (slot?.source ?? entry));
    return field ? [{ field, slot }] : [];
  });
};
