import { operationsResource } from '../../domain/resources/operations';
import { api } from '../../providers/httpClient';
import { wireStatusOf, type ScreenStatus } from './operationStatus';

/** An operation as the forms hold it before it is sent. */
export interface OperationDraft {
  name: string;
  description: string;
  status: ScreenStatus;
}

const bodyOf = (draft: OperationDraft) => ({ name: draft.name.trim(), description: draft.description.trim(), status: wireStatusOf(draft.status) });
const path = (id: number) => `${operationsResource.path}/${encodeURIComponent(String(id))}`;

export const createOperation = (draft: OperationDraft) => api(operationsResource.path, { method: 'POST', body: bodyOf(draft) });

export const updateOperation = (id: number, draft: OperationDraft) => api(path(id), { method: 'PUT', body: bodyOf(draft) });

export const deleteOperation = (id: number) => api(path(id), { method: 'DELETE' });

/**
 * Bulk add posts the drafts one by one (001 section 7), so one refused name does not stop the
 * rest. Answers the drafts that failed, in order.
 */
export const createOperationsOneByOne = async (drafts: readonly OperationDraft[], onEach?: (done: number) => void): Promise<OperationDraft[]> => {
  const failed: OperationDraft[] = [];
  for (const [i, draft] of drafts.entries()) {
    try {
      await createOperation(draft);
    } catch {
      failed.push(draft);
    }
    onEach?.(i + 1);
  }
  return failed;
};
