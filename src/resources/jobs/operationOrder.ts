import type { OrderedItem } from '../generic/orderedItems';

/** An operation as a job's ordered list holds it (the operation's id). */
export interface OrderedOperation extends OrderedItem {
  id: number;
}

/** The label of a position: OP-1, OP-2 ... always from the current order, never stored. */
export const opLabel = (index: number): string => `OP-${index + 1}`;

/** What the job's answer carries (objects with _id / operationId and name), as the picker's list. */
export const orderedFromJob = (operations: readonly { _id?: number | string; operationId?: number | string; name?: string }[] | undefined): OrderedOperation[] =>
  (operations ?? []).map((o) => ({ id: Number(o.operationId ?? o._id), name: String(o.name ?? '') }));
