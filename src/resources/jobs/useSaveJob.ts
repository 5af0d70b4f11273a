import { useState } from 'react';
import { useCreate, useRefresh, useUpdate } from 'react-admin';
import { jobsResource } from '../../domain/resources/jobs';
import { jobs as texts } from '../../i18n/tr/jobs';
import { requestErrorText } from '../../ui/requestError';
import { useToast } from '../../ui/ToastProvider';
import { discardPhotos } from './photoFiles';
import { createJobBody, editJobBody, type JobFormNames } from './jobBody';
import type { JobFormValues } from './jobForm';
import type { JobRecord } from './jobRecord';
import { PhotoUploadError, uploadPhotos } from './uploadPhoto';

/**
 * Saves the new or edit job form: photos first (with progress), then the job. A create that
 * fails after its photos went up deletes them again, so no photo is left without a job.
 */
export const useSaveJob = (job?: JobRecord) => {
  const toast = useToast();
  const refresh = useRefresh();
  const [create] = useCreate();
  const [update] = useUpdate();
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const uploadAll = async (files: File[]): Promise<string[] | null> => {
    if (!files.length) return [];
    setProgress(0);
    try {
      return await uploadPhotos(files, setProgress);
    } catch (err) {
      const uploadError = err as PhotoUploadError;
      void discardPhotos(uploadError.uploaded ?? []);
      toast.error(requestErrorText(uploadError.cause ?? err, texts.photos.uploadFailed));
      return null;
    } finally {
      setProgress(null);
    }
  };

  const save = async (values: JobFormValues, names: JobFormNames, privileged: boolean, files: File[]): Promise<boolean> => {
    setSaving(true);
    let keys: string[] = [];
    try {
      if (job) {
        await update(jobsResource.name, { id: job.id, data: editJobBody(values, names, privileged), previousData: job }, { mutationMode: 'pessimistic', returnPromise: true });
        toast.success(texts.updated);
      } else {
        const uploaded = await uploadAll(files);
        if (!uploaded) return false;
        keys = uploaded;
        await create(jobsResource.name, { data: createJobBody(values, names, privileged, keys) }, { returnPromise: true });
        toast.success(texts.created);
      }
      refresh();
      return true;
    } catch (err) {
      if (keys.length) void discardPhotos(keys);
      toast.error(requestErrorText(err, job ? texts.updateFailed : texts.createFailed));
      return false;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, progress };
};
