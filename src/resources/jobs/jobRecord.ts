import type { jobsResource } from '../../domain/resources/jobs';
import type { RecordOf } from '../../domain/resources/recordOf';

/** An operation as a job's answer carries it, in the job's order. */
export interface JobOperation {
  _id: number;
  operationId: number;
  name: string;
  status?: string;
  /** The shop floor's state of it on this job: only a 'pending' one may be taken off. */
  progress?: 'pending' | 'running' | 'paused' | 'done';
}

/**
 * A job as GET /v1/jobs answers it, derived from the declaration; prices are absent for roles
 * that may not see them. Operations go out as ids and come back as objects; photo keys are always
 * answered in display order (thumbnail paths in the same order, when present); the bench's name
 * is the one the server copied.
 */
export type JobRecord = RecordOf<typeof jobsResource, { operations: JobOperation[]; attachments: string[]; thumbnails?: string[]; workstationName: string }>;

/** The thumbnail paths of a job, made from its keys when the answer carries none. */
export const thumbnailPaths = (job: Pick<JobRecord, 'attachments' | 'thumbnails'>): string[] =>
  job.thumbnails?.length === job.attachments.length ? job.thumbnails : job.attachments.map((key) => `/images/${encodeURIComponent(key)}?thumb=1`);

export const photoPath = (key: string): string => `/images/${encodeURIComponent(key)}`;
