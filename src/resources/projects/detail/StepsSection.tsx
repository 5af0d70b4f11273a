import { useState } from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { StatusBadge } from '../list/ProjectBadges';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ProjectRecord } from '../../../domain/resources/projects';
import type { ProjectStep } from '../../../domain/resources/projectReplies';
import { ActivityHistory } from './ActivityHistory';
import { StepEditForm } from './StepEditForm';

const t = projectScreens.detail;

interface StepsSectionProps {
  project: ProjectRecord;
  activities: ActivityRecord[];
  canRun: boolean;
  /** After a step's change: the page reads the project again. */
  onProject: () => void;
  /** A new activity on a step, or on the project itself (null). */
  onAddActivity: (step: ProjectStep | null) => void;
  onOpenActivity: (a: ActivityRecord) => void;
}

const StepCard = ({ project, step, activities, canRun, onProject, onAddActivity, onOpenActivity }: Omit<StepsSectionProps, 'activities'> & { step: ProjectStep; activities: ActivityRecord[] }) => {
  const [editing, setEditing] = useState(false);
  return (
    <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="project-step" aria-label={step.stepName}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1 }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>
          {step.position + 1}. {step.stepName}
        </Typography>
        <StatusBadge status={step.status} step />
        <Typography sx={{ fontWeight: 700, minWidth: 48 }}>%{step.progress}</Typography>
        {canRun && !editing && (
          <Button size="small" onClick={() => setEditing(true)}>
            {t.editStep}
          </Button>
        )}
      </Stack>
      <LinearProgress variant="determinate" value={step.progress} aria-label={step.stepName} sx={{ my: 1, height: 6, borderRadius: 3 }} />
      {step.notes && !editing && <Typography sx={{ fontSize: 14, color: 'text.secondary', whiteSpace: 'pre-wrap' }}>{step.notes}</Typography>}
      {editing && (
        <StepEditForm
          projectId={project.id}
          step={step}
          onSaved={() => {
            setEditing(false);
            onProject();
          }}
          onCancel={() => setEditing(false)}
        />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', mt: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 14, flex: 1 }}>{t.activities}</Typography>
        <Button size="small" onClick={() => onAddActivity(step)}>
          {t.addActivity}
        </Button>
      </Stack>
      <ActivityHistory activities={activities} onOpenActivity={onOpenActivity} />
    </Paper>
  );
};

/**
 * The activities on no step of the project (a weight calculation filed on the project, a step
 * since removed): listed apart, so nothing stored is out of sight.
 */
const ProjectLevelCard = ({ activities, onAddActivity, onOpenActivity }: Pick<StepsSectionProps, 'activities' | 'onAddActivity' | 'onOpenActivity'>) => (
  <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider' }} data-testid="project-level-activities" aria-label={t.projectActivities}>
    <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
      <Typography sx={{ fontWeight: 800, flex: 1 }}>{t.projectActivities}</Typography>
      <Button size="small" onClick={() => onAddActivity(null)}>
        {t.addActivity}
      </Button>
    </Stack>
    <Typography sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t.projectActivitiesHint}</Typography>
    <ActivityHistory activities={activities} onOpenActivity={onOpenActivity} />
  </Paper>
);

/** The project's steps in order, each with its status, progress, notes and activity history; then the project's own activities. */
export const StepsSection = (props: StepsSectionProps) => {
  const { project, activities } = props;
  const onStep = new Set(project.steps.map((s) => s.stepTemplateId));
  const projectLevel = activities.filter((a) => a.stepTemplateId == null || !onStep.has(a.stepTemplateId));
  return (
    <Stack spacing={1.5}>
      {!project.steps.length && <Typography sx={{ color: 'text.secondary' }}>{t.noSteps}</Typography>}
      {project.steps.map((step) => (
        <StepCard key={step.id} {...props} step={step} activities={activities.filter((a) => a.stepTemplateId === step.stepTemplateId)} />
      ))}
      <ProjectLevelCard activities={projectLevel} onAddActivity={props.onAddActivity} onOpenActivity={props.onOpenActivity} />
    </Stack>
  );
};
