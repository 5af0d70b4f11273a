import { jobsResource } from '../../domain/resources/jobs';
import { api } from '../../providers/httpClient';
import type { JobRecord } from './jobRecord';

/**
 * The two job calls of 001 section 7 that are not CRUD: one operation added to or removed from
 * a job at once. Both answer the job with its operations in order.
 */
const path = (id: number, call: string) => `${jobsResource.path}/${encodeURIComponent(String(id))}/${call}`;
const jobOf = (body: Record<string, unknown>) => body[jobsResource.envelope] as JobRecord;

export const addJobOperation = async (jobId: number, operationId: number): Promise<JobRecord> =>
  jobOf(await api(path(jobId, 'add-operation'), { method: 'POST', body: { operationId } }));

export const removeJobOperation = async (jobId: number, operationId: number): Promise<JobRecord> =>
  jobOf(await api(path(jobId, 'remove-operation'), { method: 'DELETE', body: { operationId } }));
