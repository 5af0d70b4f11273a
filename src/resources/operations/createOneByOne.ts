import type { DataProvider } from 'react-admin';
import { operationsResource } from '../../domain/resources/operations';
import { operationBodyOf, type OperationDraft } from './operationForm';

/**
 * Bulk add creates the drafts one by one through the dataProvider (001 section 7), so one
 * refused name does not stop the rest. Answers the drafts that failed, in order.
 */
export const createOperationsOneByOne = async (
  dataProvider: Pick<DataProvider, 'create'>,
  drafts: readonly OperationDraft[],
  onEach?: (done: number) => void,
): Promise<OperationDraft[]> => {
  const failed: OperationDraft[] = [];
  for (const [i, draft] of drafts.entries()) {
    try {
      await dataProvider.create(operationsResource.name, { data: operationBodyOf(draft) });
    } catch {
      failed.push(draft);
    }
    onEach?.(i + 1);
  }
  return failed;
};
