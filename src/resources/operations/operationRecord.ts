import type { OperationStatus } from '../../domain/resources/operations';

/** An operation as the list answers it ({operations} with _id; react-admin adds id). */
export interface OperationRecord {
  id: number;
  _id: number;
  name: string;
  description: string;
  status: OperationStatus;
}
