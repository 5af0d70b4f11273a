import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFieldArray, type Control, type UseFormSetValue } from 'react-hook-form';
import { proceduresResource, type ProcedureRecord } from '../../../domain/resources/procedures';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { FormTextField } from '../../../ui/FormTextField';
import { ResourceSearchPicker } from '../../../ui/ResourceSearchPicker';
import { procedureSteps } from './activityPrefill';
import type { ActivityFormValues } from './activityForm';
import { RemoveEntryButton } from './RemoveEntryButton';

const t = projectScreens.activity;

/** A Prosedür activity's name and steps, typed or copied from a managed procedure (still editable). */
export const ActivityProcedureSteps = ({ control, setValue, mayPick }: { control: Control<ActivityFormValues, unknown, unknown>; setValue: UseFormSetValue<ActivityFormValues>; mayPick: boolean }) => {
  const { fields, append, replace, remove } = useFieldArray({ control, name: 'metadata.steps' });
  const fillProcedure = (p: ProcedureRecord) => {
    setValue('metadata.templateName', p.title);
    replace(procedureSteps(p));
  };
  return (
    <Stack spacing={1}>
      {mayPick && (
        <ResourceSearchPicker<ProcedureRecord> resource={proceduresResource.name} label={t.pickProcedure} filter={{ isActive: true }} sort={{ field: 'title', order: 'ASC' }} optionLabel={(p) => p.title} onPick={fillProcedure} />
      )}
      <FormTextField control={control} name="metadata.templateName" size="small" fullWidth label={t.templateName} />
      {fields.map((row, i) => (
        <Stack key={row.id} data-testid="procedure-step" direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <FormTextField control={control} name={`metadata.steps.${i}.title`} size="small" label={`${t.stepTitle} ${i + 1}`} sx={{ flex: 1 }} />
          <FormTextField control={control} name={`metadata.steps.${i}.description`} size="small" label={t.stepDescription} sx={{ flex: 2 }} />
          <RemoveEntryButton label={t.removeStep} count={fields.length} onRemove={() => remove(i)} />
        </Stack>
      ))}
      <Button size="small" onClick={() => append({ title: '', description: '' })} sx={{ alignSelf: 'flex-start' }}>
        {t.addStep}
      </Button>
    </Stack>
  );
};
