import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useUpdate } from 'react-admin';
import type { z } from 'zod';
import { activitiesResource } from '../../../domain/resources/activities';
import { activityBodySchema } from '../../../domain/resources/activities.schema';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ProjectStep } from '../../../domain/resources/projectReplies';

const t = projectScreens.activity;
/** What the dialog changes: the declared body's title, description and step (type and project stay). */
const editSchema = activityBodySchema.pick({ title: true, content: true, stepTemplateId: true });
type EditValues = z.input<typeof editSchema>;
type EditBody = z.output<typeof editSchema>;

/** Edits an activity's title, description and step, through the declared resource (author or admin). */
export const ActivityEditDialog = ({ activity, steps, onClose, onSaved }: { activity: ActivityRecord; steps: ProjectStep[]; onClose: () => void; onSaved: (a: ActivityRecord) => void }) => {
  const toast = useToast();
  const [update] = useUpdate();
  const { control, handleSubmit, formState } = useForm<EditValues, unknown, EditBody>({
    resolver: zodResolver(editSchema),
    defaultValues: { title: activity.title, content: activity.content ?? '', stepTemplateId: activity.stepTemplateId ?? null },
  });
  const save = handleSubmit(async (body) => {
    try {
      const saved = await update(
        activitiesResource.name,
        { id: activity.id, data: { ...body, content: body.content || null, stepTemplateId: body.stepTemplateId ?? null }, previousData: activity },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      toast.success(activities.updated);
      onSaved(saved as unknown as ActivityRecord);
    } catch (err) {
      toast.error(requestErrorText(err, t.updateFailed));
    }
  });
  return (
    <FormDialog title={t.editTitle} saveLabel={t.save} cancelLabel={t.cancel} busy={formState.isSubmitting} onSubmit={() => void save()} onClose={onClose}>
      <FormTextField control={control} name="title" size="small" label={t.title} required fullWidth />
      <FormTextField control={control} name="content" size="small" label={t.description} multiline minRows={2} fullWidth />
      <Controller
        control={control}
        name="stepTemplateId"
        render={({ field }) => (
          <TextField
            select
            size="small"
            label={t.step}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            fullWidth
            // 'Adımsız' shows as a choice, not as an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t.noStep}</MenuItem>
            {steps.map((s) => (
              <MenuItem key={s.stepTemplateId} value={s.stepTemplateId}>
                {s.position + 1}. {s.stepName}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
};
