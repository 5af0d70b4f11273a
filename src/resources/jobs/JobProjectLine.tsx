import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { jobs } from '../../i18n/tr/jobs';
import { JobCardLine } from './JobCardLine';
import { useJobProject } from './useJobProject';

/** The job's project as a link to its page; nothing when the job has none, or one the user does not see. */
export const JobProjectLine = ({ projectId }: { projectId: number | null | undefined }) => {
  const { project } = useJobProject(projectId);
  if (!project) return null;
  return (
    <JobCardLine
      label={jobs.fields.projectId}
      value={
        <Link component={RouterLink} to={`/admin/view-project/${project.id}`} data-testid="job-show-project">
          {project.name}
        </Link>
      }
    />
  );
};
