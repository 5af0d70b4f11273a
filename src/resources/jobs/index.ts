import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import AssignmentIcon from '@mui/icons-material/Assignment';
import { jobsResource } from '../../domain/resources/jobs';

// The screens load with their page: the shell's first load stays small.
const JobListPage = lazy(() => import('./JobListPage').then((m) => ({ default: m.JobListPage })));

/** Jobs: the declaration's route and label, with the bespoke list of 001 section 2.2 (forms are its dialogs). */
export const jobs: ResourceProps = {
  name: jobsResource.route,
  options: { label: jobsResource.label },
  icon: AssignmentIcon,
  list: JobListPage,
  recordRepresentation: (record) => String(record.title || record.description || record.id),
};
