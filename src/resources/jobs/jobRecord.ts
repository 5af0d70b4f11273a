import type { JobPriority, JobStatus } from '../../domain/resources/jobs';

/** An operation as a job's answer carries it, in the job's order. */
export interface JobOperation {
  _id: number;
  operationId: number;
  name: string;
  status?: string;
}

/** A job as GET /v1/jobs answers it; prices are absent for roles that may not see them. */
export interface JobRecord {
  id: number;
  title?: string | null;
  description: string;
  status: JobStatus;
  priority: JobPriority;
  assignedTo: number | null;
  assignedToName?: string | null;
  customer?: string | null;
  customerName?: string | null;
  customerId: number | null;
  quantity: number;
  /** numeric columns may arrive as strings ('85.00'). */
  unitPrice?: number | string | null;
  totalPrice?: number | string | null;
  workstationId: number;
  workstationName: string;
  estimatedHours: number | null;
  createdAt: string;
  updatedAt?: string;
  /** Photo keys in display order. */
  attachments: string[];
  /** API paths of the small thumbnails, in the same order. */
  thumbnails?: string[];
  operations: JobOperation[];
}

/** The thumbnail paths of a job, made from its keys when the answer carries none. */
export const thumbnailPaths = (job: Pick<JobRecord, 'attachments' | 'thumbnails'>): string[] =>
  job.thumbnails?.length === job.attachments.length ? job.thumbnails : job.attachments.map((key) => `/images/${encodeURIComponent(key)}?thumb=1`);

export const photoPath = (key: string): string => `/images/${encodeURIComponent(key)}`;
