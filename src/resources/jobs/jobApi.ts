import { jobsResource } from '../../domain/resources/jobs';
import { api } from '../../providers/httpClient';
import type { JobRecord } from './jobRecord';

/**
 * The job calls of 001 section 7 that the generic dataProvider does not make: it leaves
 * attachments and operations (answered, not plain columns) out of bodies.
 */
const path = (id: number | string) => `${jobsResource.path}/${encodeURIComponent(String(id))}`;
const jobOf = (body: Record<string, unknown>) => body[jobsResource.envelope] as JobRecord;

export const fetchJob = async (id: number): Promise<JobRecord> => jobOf(await api(path(id)));

export const createJob = async (body: Record<string, unknown>): Promise<JobRecord> => jobOf(await api(jobsResource.path, { method: 'POST', body }));

export const updateJob = async (id: number, body: Record<string, unknown>): Promise<JobRecord> => jobOf(await api(path(id), { method: 'PUT', body }));

/** Saves the job's operations in the picker's order. */
export const saveJobOperations = (id: number, operationIds: number[]) => updateJob(id, { operations: operationIds });

export const addJobOperation = async (id: number, operationId: number): Promise<JobRecord> =>
  jobOf(await api(`${path(id)}/add-operation`, { method: 'POST', body: { operationId } }));

export const removeJobOperation = async (id: number, operationId: number): Promise<JobRecord> =>
  jobOf(await api(`${path(id)}/remove-operation`, { method: 'DELETE', body: { operationId } }));

export const deletePhoto = (key: string) => api(`/images/${encodeURIComponent(key)}`, { method: 'DELETE' });

/** Deletes uploads that no job will hold (a create that failed after its photos went up). */
export const discardPhotos = async (keys: readonly string[]) => {
  await Promise.allSettled(keys.map(deletePhoto));
};

/**
 * 001 section 4: each photo is deleted first, continuing when one fails, then the job.
 * Answers how many photos could not be deleted (the server drops them with the job anyway).
 */
export const deleteJobWithPhotos = async (job: Pick<JobRecord, 'id' | 'attachments'>): Promise<{ failedPhotos: number }> => {
  let failedPhotos = 0;
  for (const key of job.attachments) {
    try {
      await deletePhoto(key);
    } catch {
      failedPhotos++;
    }
  }
  await api(path(job.id), { method: 'DELETE' });
  return { failedPhotos };
};
