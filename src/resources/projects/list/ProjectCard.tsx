import { useRecordContext } from 'react-admin';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatProjectDate } from '../../../domain/projectDates';
import { projects } from '../../../i18n/tr/projects';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { PriorityBadge, StatusBadge } from './ProjectBadges';
import { ProjectNameCell } from './ProjectNameCell';

const f = projects.fields;

/** A project on a phone (001 section 2.4): its name and photos, badges, manager and customer, days and request number. */
export const ProjectCard = () => {
  const p = useRecordContext<ProjectRecord>();
  if (!p) return null;
  return (
    <Stack spacing={1} data-testid="project-card">
      <Stack direction="row" spacing={1}>
        <StatusBadge status={p.status} />
        <PriorityBadge priority={p.priority} />
      </Stack>
      <ProjectNameCell />
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {f.projectManager}: {p.projectManagerName ?? '-'} · {f.oem}: {p.oemName ?? '-'}
      </Typography>
      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
        {formatProjectDate(p.startDate)} → {formatProjectDate(p.endDate)} · {f.requestNo}: {p.requestNo ?? '-'}
      </Typography>
    </Stack>
  );
};
