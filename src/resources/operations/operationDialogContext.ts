import { createContext, useContext } from 'react';
import type { OperationRecord } from '../../domain/resources/operations';

/** The dialogs of the operations page (001 section 2.6), one open at a time. */
export type OperationDialog = { kind: 'create' } | { kind: 'bulk' } | { kind: 'edit' | 'delete'; operation: OperationRecord };

export const OperationDialogContext = createContext<(dialog: OperationDialog) => void>(() => undefined);

export const useOpenOperationDialog = () => useContext(OperationDialogContext);
