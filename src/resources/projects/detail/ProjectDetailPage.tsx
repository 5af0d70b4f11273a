import { startTransition, useState } from 'react';
import { useGetList, useGetOne } from 'react-admin';
import { useLiveUpdates } from '../../../providers/useLiveUpdates';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import GroupsIcon from '@mui/icons-material/Groups';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { PROGRESS_BAR_COLOURS, progressColor } from '../../../domain/projectProgress';
import { formatProjectDate } from '../../../domain/projectDates';
import { activitiesResource } from '../../../domain/resources/activities';
import { projectsResource } from '../../../domain/resources/projects';
import { projects } from '../../../i18n/tr/projects';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import { HttpError } from '../../../providers/httpClient';
import { StatCard } from '../../../ui/StatCard';
import { StatGrid } from '../../../ui/StatGrid';
import { useSignedInUser } from '../../../ui/useSignedInUser';
import { PriorityBadge, StatusBadge } from '../list/ProjectBadges';
import { projectLoadError } from '../projectLoadError';
import type { ActivityRecord } from '../../../domain/resources/activities';
import type { ProjectRecord } from '../../../domain/resources/projects';
import type { ProjectStep } from '../../../domain/resources/projectReplies';
import { projectPeopleCount } from '../../../domain/projectPeople';
import { ActivityCreateDialog } from './ActivityCreateDialog';
import { ActivityDetailDialog } from './ActivityDetailDialog';
import { MembersPanel } from './MembersPanel';
import { ModelsSection, modelPath } from '../models/ModelsSection';
import { runsProject } from '../projectRights';
import { ProjectFilesSection } from './ProjectFilesSection';
import { ProjectJobsSection } from './ProjectJobsSection';
import { StepsSection } from './StepsSection';
import { HistorySection } from '../../generic/HistorySection';

const t = projectScreens.detail;
const f = projects.fields;

/**
 * /admin/view-project/{id} (001 section 2.5): the project, its team, steps, activities, files and
 * models; /admin/view-project/{id}/models/{name} opens it with that model in the viewer.
 */
export const ProjectDetailPage = () => {
  const { id, name } = useParams();
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  // A missing project answers 404 at once: no retries.
  // The address's id goes as written: one that is not a number is the server's 400, shown as not found.
  const { data, error, refetch } = useGetOne(projectsResource.name, { id: id ?? '' }, { retry: false });
  // What a teammate or the customer adds (a note, a step's change) shows without a reload.
  useLiveUpdates();
  const project = data as ProjectRecord | undefined;
  // The project's activities, newest first (the spec's limit of 100).
  const { data: activities = [], refetch: reloadActivities } = useGetList<ActivityRecord>(
    activitiesResource.name,
    { pagination: { page: 1, perPage: 100 }, sort: activitiesResource.defaultSort, filter: { projectId: project?.id } },
    { enabled: !!project },
  );
  // The step a new activity goes on; { step: null } for one on the project itself.
  const [adding, setAdding] = useState<{ step: ProjectStep | null } | null>(null);
  const [opened, setOpened] = useState<ActivityRecord | null>(null);

  // Changes made through the project's own calls (steps, files, models) re-read it; its declared writes update the cache.
  const reread = () => void refetch();
  const loadActivities = () => void reloadActivities();

  const missing = error instanceof HttpError && (error.status === 404 || error.status === 400);
  if (missing)
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <SearchOffIcon sx={{ fontSize: 64, color: 'text.disabled' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
          {projects.notFoundTitle}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{projects.notFoundText}</Typography>
        <Button component={RouterLink} to="/admin/dashboard/list-projects" startIcon={<ArrowBackIcon />} sx={{ mt: 3 }}>
          {t.notFoundBack}
        </Button>
      </Box>
    );
  if (error) return <Alert severity="error">{projectLoadError(error)}</Alert>;
  if (!project)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );

  const runner = runsProject(user, project);
  const owner = !!user && (user.role === 3 || user.role === 0);
  const colour = progressColor(project.progress);
  return (
    <Box>
      <Button component={RouterLink} to="/admin/dashboard/list-projects" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {t.back}
      </Button>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, border: '1px solid', borderColor: 'divider', mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ alignItems: { sm: 'center' }, gap: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
              {project.name}
            </Typography>
            <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t.number}: {project.requestNo ?? `#${project.id}`}
            </Typography>
          </Box>
          <Stack direction="row" spacing={1}>
            <StatusBadge status={project.status} />
            <PriorityBadge priority={project.priority} />
          </Stack>
        </Stack>
        {project.description && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>{project.description}</Typography>}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 1.5, mt: 2 }}>
          {[
            [f.createdBy, project.createdByName ?? '-'],
            [f.projectManager, project.projectManagerName ?? '-'],
            [f.startDate, formatProjectDate(project.startDate)],
            [f.endDate, formatProjectDate(project.endDate)],
            [t.createdAt, formatProjectDate(project.createdAt)],
          ].map(([label, value]) => (
            <Box key={label}>
              <Typography sx={{ fontSize: 12, color: 'text.secondary', fontWeight: 600 }}>{label}</Typography>
              <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
            </Box>
          ))}
        </Box>
      </Paper>

      <StatGrid columns={4}>
        <StatCard label={t.summary.totalSteps} value={project.stepCount} icon={<ListAltIcon />} tone="#004AAD" testId="project-total-steps" />
        <StatCard label={t.summary.completed} value={project.completedSteps} icon={<CheckCircleOutlineIcon />} tone="#1B7F3B" testId="project-completed-steps" />
        {/* The manager and the customer are members too (001 section 2.5: members + 2), when set. */}
        <StatCard label={t.summary.members} value={projectPeopleCount(project)} icon={<GroupsIcon />} tone="#6A1B9A" testId="project-members" />
        <StatCard label={t.summary.remaining} value={project.stepCount - project.completedSteps} icon={<HourglassEmptyIcon />} tone="#C77700" testId="project-remaining-steps" />
      </StatGrid>

      <Paper elevation={0} sx={{ p: 2, borderRadius: 3, border: '1px solid', borderColor: 'divider', my: 2 }}>
        <Stack direction="row" sx={{ mb: 1 }}>
          <Typography sx={{ fontWeight: 800, flex: 1 }}>{t.progress}</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="project-progress-value">
            %{project.progress}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={project.progress}
          data-testid="project-progress-bar"
          data-colour={colour}
          aria-label={t.progress}
          sx={{ height: 12, borderRadius: 6, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { bgcolor: PROGRESS_BAR_COLOURS[colour], borderRadius: 6 } }}
        />
      </Paper>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1 }}>
            {t.steps}
          </Typography>
          <StepsSection project={project} activities={activities} canRun={runner} onProject={reread} onAddActivity={(step) => setAdding({ step })} onOpenActivity={setOpened} />
        </Box>
        <Stack spacing={2}>
          <MembersPanel project={project} canManage={runner} onChanged={reread} />
          <ProjectJobsSection projectId={project.id} />
          <ProjectFilesSection project={project} canEdit={runner || owner} onProject={reread} />
<ModelsSection
            project={project}
            canEdit={runner || owner}
            onProject={reread}
            openName={name ?? null}
            // A transition: the viewer's dialog mounts in slices, the page keeps answering.
            onOpen={(key) => startTransition(() => void navigate(key ? modelPath(project.id, key) : `/admin/view-project/${project.id}`))}
          />
        </Stack>
      </Box>
      <HistorySection declaration={projectsResource} id={project.id} />

      {adding && (
        <ActivityCreateDialog
          projectId={project.id}
          stepTemplateId={adding.step?.stepTemplateId ?? null}
          onClose={() => setAdding(null)}
          onCreated={() => {
            setAdding(null);
            loadActivities();
          }}
        />
      )}
      {opened && (
        <ActivityDetailDialog
          activity={opened}
          steps={project.steps}
          onClose={() => {
            setOpened(null);
            loadActivities();
          }}
          onChanged={(a) => {
            setOpened(a);
            loadActivities();
          }}
          onDeleted={() => {
            setOpened(null);
            loadActivities();
          }}
        />
      )}
    </Box>
  );
};
