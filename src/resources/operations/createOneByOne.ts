import type { DataProvider } from 'react-admin';
import type { z } from 'zod';
import { operationsResource } from '../../domain/resources/operations';
import { operationSchema } from '../../domain/resources/operations.schema';

type OperationDraft = z.input<typeof operationSchema>;

/**
 * Bulk add creates the drafts one by one through the dataProvider (001 section 7), each as the
 * declared body (texts trimmed), so one refused name does not stop the rest. Answers the drafts
 * that failed, in order.
 */
export const createOperationsOneByOne = async <D extends OperationDraft>(dataProvider: Pick<DataProvider, 'create'>, drafts: readonly D[], onEach?: (done: number) => void): Promise<D[]> => {
  const failed: D[] = [];
  for (const [i, draft] of drafts.entries()) {
    try {
      await dataProvider.create(operationsResource.name, { data: operationSchema.parse(draft) });
    } catch {
      failed.push(draft);
    }
    onEach?.(i + 1);
  }
  return failed;
};
