import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { STEP_STATUSES } from '../../../domain/resources/projects';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { FormTextField } from '../../../ui/FormTextField';
import { FormTurkishNumberField } from '../../../ui/FormTurkishNumberField';
import { updateStep } from '../projectApi';
import type { ProjectStep } from '../../../domain/resources/projectReplies';
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
      <FormTextField control={control} name="status" select size="small" label={projects.fields.status} sx={{ minWidth: 160 }}>
        {STEP_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
          <MenuItem key={s} value={s}>
            {projects.stepStatuses[s]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTurkishNumberField control={control} name="progress" size="small" label={t.stepProgress} sx={{ minWidth: 130, flex: { sm: 1 } }} />
      <FormTextField control={control} name="notes" size="small" label={t.stepNotes} fullWidth sx={{ flex: { sm: 2 } }} />
      <Button type="submit" variant="contained" disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.saveStep}
      </Button>
      <Button onClick={onCancel} disabled={saving} sx={{ alignSelf: { sm: 'flex-start' } }}>
        {t.cancel}
      </Button>
    </Stack>
  );
};
