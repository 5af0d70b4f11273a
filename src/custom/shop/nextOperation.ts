import type { ShopOperation } from '../../providers/shopMethods';

/** The operation to work on now: the one running or paused, else the first not done, in the saved order. */
export const nextOperation = (operations: readonly ShopOperation[]): ShopOperation | undefined =>
  operations.find((op) => op.status === 'running' || op.status === 'paused') ?? operations.find((op) => op.status !== 'done');

/** The enabled buttons of the highlighted operation (OperationRow marks it aria-current). */
export const NEXT_STEP_BUTTON = '[aria-current="step"] button:not([disabled])';
