import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import type { ProjectRecord } from '../../../domain/resources/projects';
import { ProjectPhotos } from './ProjectPhotos';

/** The project's name opens its page (001 section 2.4); its photo strip sits under it. */
export const ProjectNameCell = () => {
  const project = useRecordContext<ProjectRecord>();
  if (!project) return null;
  return (
    <>
      <Link component={RouterLink} to={`/admin/view-project/${project.id}`} sx={{ fontWeight: 700 }}>
        {project.name}
      </Link>
      <ProjectPhotos />
    </>
  );
};
