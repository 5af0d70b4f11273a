import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { adminScreens } from '../../../i18n/tr/adminScreens';
import { PROGRESS_BAR_COLOURS, progressColor, projectProgress, type AssignedProject } from '../../../domain/projectProgress';
import { fill } from '../../../i18n/fill';

const texts = adminScreens.projects;

/** One assigned project: its name, status and a bar coloured by the spec's thresholds. */
export const ProjectProgressRow = ({ project }: { project: AssignedProject }) => {
  const percent = projectProgress(project);
  const steps = project.steps ?? [];
  const status = project.status ?? 'pending';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, '&:not(:last-child)': { borderBottom: '1px solid', borderColor: 'divider' } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Link component={RouterLink} to={`/admin/view-project/${project.id}`} sx={{ fontWeight: 700, flex: 1, minWidth: 0 }} noWrap>
          {project.name}
        </Link>
        <Chip size="small" variant="outlined" label={texts.statuses[status as keyof typeof texts.statuses] ?? status} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`${texts.progress} ${project.name}`}
          data-color={progressColor(percent)}
          sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'grey.200', '& .MuiLinearProgress-bar': { bgcolor: PROGRESS_BAR_COLOURS[progressColor(percent)] } }}
        />
        <Typography sx={{ fontSize: 13, fontWeight: 700, minWidth: 40, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>%{percent}</Typography>
      </Box>
      {steps.length > 0 && (
        <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5 }}>
          {fill(texts.steps, { done: String(steps.filter((s) => s.status === 'completed').length), total: String(steps.length) })}
        </Typography>
      )}
    </Box>
  );
};
