import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { useCreate, usePermissions } from 'react-admin';
import type { Permission } from '../../../domain/permissions';
import { ACTIVITY_TYPES, activitiesResource } from '../../../domain/resources/activities';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { uploadActivity } from '../projectApi';
import { newAttemptKey } from '../../../providers/attemptKey';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ActivityMetadata } from '../../../domain/resources/activities.schema';
import { activityFormOf, activityResolver, type ActivityBody, type ActivityFormValues } from './activityForm';
import { ActivityTypeFields } from './ActivityTypeFields';

const t = projectScreens.activity;

/** A new activity of any of the nine types on a step, with the metadata its type carries (001 section 3). */
export const ActivityCreateDialog = ({ projectId, stepTemplateId, onClose, onCreated }: { projectId: number; stepTemplateId: number | null; onClose: () => void; onCreated: (a: ActivityRecord) => void }) => {
  const toast = useToast();
  const [create] = useCreate();
  const [progress, setProgress] = useState<number | null>(null);
  // Saved again after a lost answer, the note is the first one's, not a copy (server/services/createAttempts.ts).
  const [attempt] = useState(newAttemptKey);
  const form = useForm<ActivityFormValues, unknown, ActivityBody>({ resolver: activityResolver(projectId), defaultValues: activityFormOf(stepTemplateId) });
  const { permissions } = usePermissions<readonly Permission[]>();
  const mayPick = (p: Permission) => !!permissions?.includes(p);

  // Images and PDFs go up with their files through the upload route; the other types through the declared resource.
  const upload = (body: ActivityBody) =>
    uploadActivity(
      body.type === 'image' ? 'images' : 'pdf',
      { projectId, stepTemplateId: body.stepTemplateId ?? null, title: body.title, description: body.content || undefined, version: (body.metadata as ActivityMetadata).version || undefined },
      form.getValues('files'),
      { onProgress: (loaded, total) => setProgress(total ? (loaded / total) * 100 : 0) },
    );
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = body.type === 'image' || body.type === 'pdf' ? await upload(body) : ((await create(activitiesResource.name, { data: body, meta: { attempt } }, { returnPromise: true })) as ActivityRecord);
      toast.success(t.created);
      onCreated(created);
    } catch (err) {
      toast.error(requestErrorText(err, t.createFailed));
    } finally {
      setProgress(null);
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <FormDialog title={t.dialogTitle} saveLabel={t.save} cancelLabel={t.cancel} busy={busy} maxWidth="md" onSubmit={() => void submit()} onClose={onClose}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          // A new type starts without the files chosen for the last one.
          <TextField
            {...field}
            select
            size="small"
            label={t.type}
            onChange={(e) => {
              field.onChange(e.target.value);
              form.setValue('files', []);
            }}
          >
            {ACTIVITY_TYPES.map((ty) => (
              <MenuItem key={ty} value={ty}>
                {activities.types[ty]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={form.control} name="title" size="small" label={t.title} required fullWidth />
      <FormTextField control={form.control} name="content" size="small" label={t.description} multiline minRows={2} fullWidth />
      <ActivityTypeFields form={form} progress={progress} mayPick={mayPick} />
    </FormDialog>
  );
};
