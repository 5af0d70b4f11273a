/** An operation as a job's ordered list holds it. */
export interface OrderedOperation {
  operationId: number;
  name: string;
}

/** The label of a position: OP-1, OP-2 ... always from the current order, never stored. */
export const opLabel = (index: number): string => `OP-${index + 1}`;

export type AddResult = { ok: true; list: OrderedOperation[] } | { ok: false; reason: 'duplicate' };

/** Appends an operation unless the list already holds it (001 section 5: 'Bu operasyon zaten eklenmiş'). */
export const appendOperation = (list: readonly OrderedOperation[], op: OrderedOperation): AddResult =>
  list.some((o) => o.operationId === op.operationId) ? { ok: false, reason: 'duplicate' } : { ok: true, list: [...list, op] };

export const removeOperationAt = (list: readonly OrderedOperation[], index: number): OrderedOperation[] => list.filter((_, i) => i !== index);

/** Moves one entry to another position (drag and drop, or the up/down buttons); out-of-range moves change nothing. */
export const moveOperation = (list: readonly OrderedOperation[], from: number, to: number): OrderedOperation[] => {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
};

/** What the job's answer carries (objects with _id / operationId and name), as the picker's list. */
export const orderedFromJob = (operations: readonly { _id?: number | string; operationId?: number | string; name?: string }[] | undefined): OrderedOperation[] =>
  (operations ?? []).map((o) => ({ operationId: Number(o.operationId ?? o._id), name: String(o.name ?? '') }));
