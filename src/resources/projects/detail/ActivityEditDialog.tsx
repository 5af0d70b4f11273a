import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useForm } from 'react-hook-form';
import { usePermissions, useUpdate } from 'react-admin';
import type { Permission } from '../../../domain/permissions';
import { activitiesResource } from '../../../domain/resources/activities';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormDialog } from '../../../ui/FormDialog';
import { FormTextField } from '../../../ui/FormTextField';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ProjectStep } from '../../../domain/resources/projectReplies';
import { activityEditResolver, activityEditValuesOf, type ActivityEditBody } from './activityEditForm';
import type { ActivityFormValues } from './activityForm';
import { ActivityMaterialLines } from './ActivityMaterialLines';

const t = projectScreens.activity;

/**
 * Edits an activity's title, description and step, and a materials list's lines, through the
 * declared resource (author or admin; the type and project stay).
 */
export const ActivityEditDialog = ({ activity, steps, onClose, onSaved }: { activity: ActivityRecord; steps: ProjectStep[]; onClose: () => void; onSaved: (a: ActivityRecord) => void }) => {
  const toast = useToast();
  const [update] = useUpdate();
  const { permissions } = usePermissions<readonly Permission[]>();
  const { control, handleSubmit, formState } = useForm<ActivityFormValues, unknown, ActivityEditBody>({ resolver: activityEditResolver, defaultValues: activityEditValuesOf(activity) });
  const save = handleSubmit(async (body) => {
    try {
      const saved = await update(
        activitiesResource.name,
        { id: activity.id, data: { ...body, stepTemplateId: body.stepTemplateId ?? null }, previousData: activity },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      toast.success(activities.updated);
      onSaved(saved as unknown as ActivityRecord);
    } catch (err) {
      toast.error(requestErrorText(err, t.updateFailed));
    }
  });
  return (
    <FormDialog title={t.editTitle} saveLabel={t.save} cancelLabel={t.cancel} busy={formState.isSubmitting} maxWidth={activity.type === 'materials' ? 'md' : undefined} onSubmit={() => void save()} onClose={onClose}>
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
      {activity.type === 'materials' && <ActivityMaterialLines control={control} mayPick={!!permissions?.includes('canAccessMaterials')} />}
    </FormDialog>
  );
};
