import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetOne } from 'react-admin';
import { projectsResource } from '../../../domain/resources/projects';
import type { RecordOf } from '../../../domain/resources/recordOf';
import { projectScreens } from '../../../i18n/tr/projectScreens';

const t = projectScreens.activity;

/** A project as read here: the declared record, its steps as far as this select needs them. */
type ProjectWithSteps = RecordOf<typeof projectsResource, { steps: { stepTemplateId: number; position: number; stepName: string }[] }>;

/** The step of the picked project a result is filed under, or none (the project page lists those apart). */
export const ProjectStepSelect = ({ projectId, value, onChange }: { projectId: number; value: number | null; onChange: (stepTemplateId: number | null) => void }) => {
  const { data: project, isPending } = useGetOne<ProjectWithSteps>(projectsResource.name, { id: projectId });
  return (
    <TextField select label={t.step} value={value ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))} disabled={isPending} fullWidth slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
      <MenuItem value="">{t.noStep}</MenuItem>
      {project?.steps.map((s) => (
        <MenuItem key={s.stepTemplateId} value={s.stepTemplateId}>
          {s.position + 1}. {s.stepName}
        </MenuItem>
      ))}
    </TextField>
  );
};
