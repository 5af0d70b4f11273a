import type { DataProvider } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import type { JobRecord } from './jobRecord';
import { deletePhoto } from './photoFiles';

/**
 * 001 section 4: each photo is deleted first, continuing when one fails, then the job through
 * the dataProvider. Answers how many photos could not be deleted (the server drops them with the job anyway).
 */
export const deleteJobWithPhotos = async (dataProvider: Pick<DataProvider, 'delete'>, job: Pick<JobRecord, 'id' | 'attachments'>): Promise<{ failedPhotos: number }> => {
  let failedPhotos = 0;
  for (const key of job.attachments) {
    try {
      await deletePhoto(key);
    } catch {
      failedPhotos++;
    }
  }
  await dataProvider.delete(jobsResource.name, { id: job.id, previousData: job });
  return { failedPhotos };
};
