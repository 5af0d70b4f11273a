import type { operationsResource } from '../../domain/resources/operations';
import type { RecordOf } from '../../domain/resources/recordOf';

/** An operation as the list answers it ({operations} with _id; the dataProvider adds id). */
export type OperationRecord = RecordOf<typeof operationsResource, { _id: number }>;
