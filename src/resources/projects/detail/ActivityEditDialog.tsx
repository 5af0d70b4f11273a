import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useUpdate } from 'react-admin';
import type { z } from 'zod';
import { activitiesResource } from '../../../domain/resources/activities';
import { activityBodySchema } from '../../../domain/resources/activities.schema';
import { activities } from '../../../i18n/tr/activities';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import type { Activity, ProjectStep } from '../projectTypes';
import { DialogActionRow } from '../../../ui/DialogActionRow';

const t = projectScreens.activity;
/** What the dialog changes: the declared body's title, description and step (type and project stay). */
const editSchema = activityBodySchema.pick({ title: true, content: true, stepTemplateId: true });
type EditValues = z.input<typeof editSchema>;
type EditBody = z.output<typeof editSchema>;

/** Edits an activity's title, description and step, through the declared resource (author or admin). */
export const ActivityEditDialog = ({ activity, steps, onClose, onSaved }: { activity: Activity; steps: ProjectStep[]; onClose: () => void; onSaved: (a: Activity) => void }) => {
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
      onSaved(saved as unknown as Activity);
    } catch (err) {
      toast.error(requestErrorText(err, t.updateFailed));
    }
  });
  const busy = formState.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: save, noValidate: true, 'aria-label': t.editTitle } as object }}>
      <DialogTitle sx={{ fontWeight: 800 }}>{t.editTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Controller
            control={control}
            name="title"
            render={({ field, fieldState }) => <TextField {...field} size="small" label={t.title} required fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />}
          />
          <Controller
            control={control}
            name="content"
            render={({ field, fieldState }) => (
              <TextField {...field} value={field.value ?? ''} size="small" label={t.description} multiline minRows={2} fullWidth error={!!fieldState.error} helperText={fieldState.error?.message} />
            )}
          />
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
        </Stack>
      </DialogContent>
      <DialogActionRow cancelLabel={t.cancel} confirmLabel={t.save} busy={busy} onCancel={onClose} />
    </Dialog>
  );
};
