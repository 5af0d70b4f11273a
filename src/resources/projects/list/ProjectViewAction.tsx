import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { projectScreens } from '../../../i18n/tr/projectScreens';
import type { ProjectRecord } from '../../../domain/resources/projects';

const view = projectScreens.list.actions.view;

/** A row's view action: the project's own page. */
export const ProjectViewAction = () => {
  const project = useRecordContext<ProjectRecord>();
  if (!project) return null;
  return (
    <Tooltip title={view}>
      <IconButton size="small" component={RouterLink} to={`/admin/view-project/${project.id}`} aria-label={`${view}: ${project.name}`}>
        <VisibilityOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
