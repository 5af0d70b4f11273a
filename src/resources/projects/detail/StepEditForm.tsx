import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { STEP_STATUSES } from '../../../domain/resources/projects';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { updateStep } from '../projectApi';
import type { ProjectStep } from '../projectTypes';
import { stepFormOf, stepFormSchema, type StepBody, type StepFormValues } from './stepForm';

const t = projectScreens.detail;

/** A step's status, progress and notes, checked by the declared step change and saved through the step route. */
export const StepEditForm = ({ projectId, step, onSaved, onCancel }: { projectId: number; step: ProjectStep; onSaved: () => void; onCancel: () => void }) => {
  const toast = useToast();
  const { control, handleSubmit, formState } = useForm<StepFormValues, unknown, StepBody>({ resolver: zodResolver(stepFormSchema()), defaultValues: stepFormOf(step) });
  const save = handleSubmit(async (body) => {
    try {
      await updateStep(projectId, step, body);
      toast.success(projects.stepUpdated);
      onSaved();
    } catch (err) {
      toast.error(requestErrorText(err, projects.stepUpdateFailed));
    }
  });
  const saving = formState.isSubmitting;
  return (
    <Stack component="form" noValidate onSubmit={save} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <TextField {...field} select size="small" label={projects.fields.status} error={!!fieldState.error} helperText={fieldState.error?.message} sx={{ minWidth: 160 }}>
            {STEP_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
              <MenuItem key={s} value={s}>
                {projects.stepStatuses[s]}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="progress"
        render={({ field, fieldState }) => (
          <TurkishNumberField size="small" label={t.stepProgress} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={!!fieldState.error} helperText={fieldState.error?.message} sx={{ width: 130 }} />
        )}
      />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => <TextField {...field} size="small" label={t.stepNotes} error={!!fieldState.error} helperText={fieldState.error?.message} fullWidth />}
      />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.saveStep}
      </Button>
      <Button onClick={onCancel} disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.cancel}
      </Button>
    </Stack>
  );
};
