import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../domain/format';
import { STEP_STATUSES } from '../../../domain/resources/projects';
import { parseTurkishNumber, turkishNumberText } from '../../../domain/turkishNumber';
import { fill } from '../../../i18n/fill';
import { activities as activityTexts } from '../../../i18n/tr/activities';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { validation } from '../../../i18n/tr/validation';
import { requestErrorText } from '../../../ui/requestError';
import { useToast } from '../../../ui/ToastProvider';
import { TurkishNumberField } from '../../../ui/TurkishNumberField';
import { StatusBadge } from '../list/ProjectBadges';
import { updateStep } from '../projectApi';
import type { Activity, Project, ProjectStep } from '../projectTypes';

const t = projectScreens.detail;
/** Activity history entries shown per step before the toggle (001 section 9). */
const HISTORY = 3;

interface StepsSectionProps {
  project: Project;
  activities: Activity[];
  canRun: boolean;
  onProject: (p: Project) => void;
  onAddActivity: (step: ProjectStep) => void;
  onOpenActivity: (a: Activity) => void;
}

const StepCard = ({ project, step, activities, canRun, onProject, onAddActivity, onOpenActivity }: Omit<StepsSectionProps, 'activities'> & { step: ProjectStep; activities: Activity[] }) => {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState({ status: step.status, progress: turkishNumberText(step.progress), notes: step.notes ?? '' });
  const [saving, setSaving] = useState(false);
  const [all, setAll] = useState(false);
  const shown = all ? activities : activities.slice(0, HISTORY);
  const save = async () => {
    const progress = parseTurkishNumber(draft.progress);
    if (Number.isNaN(progress)) return toast.error(validation.numberUnreadable);
    setSaving(true);
    try {
      onProject(await updateStep(project.id, step, { status: draft.status, progress: progress ?? 0, notes: draft.notes.trim() || null }));
      toast.success(projects.stepUpdated);
      setEditing(false);
    } catch (err) {
      toast.error(requestErrorText(err, projects.stepUpdateFailed));
    } finally {
      setSaving(false);
    }
  };
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
      <LinearProgress variant="determinate" value={step.progress} sx={{ my: 1, height: 6, borderRadius: 3 }} />
      {step.notes && !editing && <Typography sx={{ fontSize: 14, color: 'text.secondary', whiteSpace: 'pre-wrap' }}>{step.notes}</Typography>}
      {editing && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 1 }}>
          <TextField select size="small" label={projects.fields.status} value={draft.status} onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value as ProjectStep['status'] }))} sx={{ minWidth: 160 }}>
            {STEP_STATUSES.filter((s) => s !== 'cancelled').map((s) => (
              <MenuItem key={s} value={s}>
                {projects.stepStatuses[s]}
              </MenuItem>
            ))}
          </TextField>
          <TurkishNumberField size="small" label={t.stepProgress} value={draft.progress} onChange={(progress) => setDraft((d) => ({ ...d, progress }))} sx={{ width: 130 }} />
          <TextField size="small" label={t.stepNotes} value={draft.notes} onChange={(e) => setDraft((d) => ({ ...d, notes: e.target.value }))} fullWidth />
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            {t.saveStep}
          </Button>
          <Button onClick={() => setEditing(false)} disabled={saving}>
            {t.cancel}
          </Button>
        </Stack>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', mt: 1 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 14, flex: 1 }}>{t.activities}</Typography>
        <Button size="small" onClick={() => onAddActivity(step)}>
          {t.addActivity}
        </Button>
      </Stack>
      {activities.length === 0 && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t.noActivities}</Typography>}
      <Stack spacing={0.5}>
        {shown.map((a) => (
          <ButtonBase key={a.id} onClick={() => onOpenActivity(a)} sx={{ justifyContent: 'flex-start', textAlign: 'left', p: 1, borderRadius: 1.5, bgcolor: 'grey.50', '&:hover': { bgcolor: 'grey.100' } }} data-testid="activity-entry">
            <Chip size="small" label={activityTexts.types[a.type]} sx={{ mr: 1 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, fontSize: 14 }} noWrap>
                {a.title}
              </Typography>
              <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
                {a.createdByName ?? '-'} · {formatDateTime(a.createdAt)}
                {a.commentCount ? ` · ${fill(t.commentCount, { n: a.commentCount })}` : ''}
              </Typography>
            </Box>
          </ButtonBase>
        ))}
      </Stack>
      {activities.length > HISTORY && (
        <Button size="small" onClick={() => setAll((v) => !v)} sx={{ mt: 0.5 }}>
          {all ? t.showLess : fill(t.showMore, { n: activities.length })}
        </Button>
      )}
    </Paper>
  );
};

/** The project's steps in order, each with its status, progress, notes and activity history. */
export const StepsSection = (props: StepsSectionProps) => {
  const { project, activities } = props;
  if (!project.steps.length) return <Typography sx={{ color: 'text.secondary' }}>{t.noSteps}</Typography>;
  return (
    <Stack spacing={1.5}>
      {project.steps.map((step) => (
        <StepCard key={step.id} {...props} step={step} activities={activities.filter((a) => a.stepTemplateId === step.stepTemplateId)} />
      ))}
    </Stack>
  );
};
