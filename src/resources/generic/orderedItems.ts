import type { Identifier } from 'react-admin';

/** One entry of an ordered list of references: the record's id and the name it is drawn with. */
export interface OrderedItem {
  id: Identifier;
  name: string;
}

export type AppendResult<T> = { ok: true; list: T[] } | { ok: false; reason: 'duplicate' };

/** Appends an entry unless the list already holds its record (001 section 5: 'Bu operasyon zaten eklenmiş'). */
export const appendItem = <T extends OrderedItem>(list: readonly T[], item: T): AppendResult<T> =>
  list.some((o) => o.id === item.id) ? { ok: false, reason: 'duplicate' } : { ok: true, list: [...list, item] };

export const removeItemAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** Moves one entry to another position (drag and drop, or the up/down buttons); out-of-range moves change nothing. */
export const moveItem = <T>(list: readonly T[], from: number, to: number): T[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
};
